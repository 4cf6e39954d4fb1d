import { readdir } from "node:fs/promises";
import path from "node:path";
import frontMatter from "front-matter";
import { z } from "zod";
import { contentFileReader } from "~/content/content-files.server";
import { siteConfig } from "~/services/config.server";
import { errorMessage, logEvent } from "~/utils/log.server";
import { type ArticleRow, ArticleRowSchema, newestFirst } from "./article-row";
import type { ArticleSource } from "./article-source";

const ARTICLES_FOLDER = "articles";

/** A sample article can be marked `sample: true` in its front matter (`npm run preflight` lists it). */
const LocalArticleSchema = ArticleRowSchema.extend({ sample: z.boolean().default(false) });

/**
 * One `content/articles/*.md` file: front matter with the row's fields (and `sample`), the body is `content`.
 * Its row, and whether it is one of the sample articles shipped with the site.
 */
export function parseLocalArticleFile(
  name: string,
  text: string,
): { file: string; row: ArticleRow; sample: boolean } | null {
  try {
    const { attributes, body } = frontMatter<Record<string, unknown>>(text);
    const result = LocalArticleSchema.safeParse({ ...attributes, content: body.trim() });
    if (result.success) {
      const { sample, ...row } = result.data;
      return { file: name, row, sample };
    }
    logEvent("warn", "articles.invalid", {
      file: name,
      problems: result.error.issues.map((issue) => issue.path.join(".")),
    });
  } catch (error) {
    logEvent("warn", "articles.unreadable", { file: name, error: errorMessage(error) });
  }
  return null;
}

/** Every valid file in the content directory's articles folder, by file name; none without the folder. */
export async function readLocalArticleFiles({ contentDir }: { contentDir: string }) {
  let names: string[];
  try {
    names = (await readdir(path.join(contentDir, ARTICLES_FOLDER))).filter((name) => name.endsWith(".md")).sort();
  } catch {
    return [];
  }
  const read = contentFileReader(contentDir);
  const files = await Promise.all(
    names.map(async (name) => parseLocalArticleFile(name, await read(`${ARTICLES_FOLDER}/${name}`))),
  );
  return files.filter((file) => file !== null);
}

/**
 * The embedded article source: every valid file in the articles folder, newest
 * first. Files only, so no generated images (cards use the content's image or a placeholder).
 */
export function createLocalArticleSource(settings: { contentDir: string }): ArticleSource {
  const readArticles = async () => newestFirst((await readLocalArticleFiles(settings)).map((file) => file.row));
  return {
    listArticles: readArticles,
    async getArticle(id) {
      return (await readArticles()).find((article) => article.id === id) ?? null;
    },
    async generatedImages() {
      return [];
    },
  };
}

/** The articles of the configured content directory (CONTENT_DIR). */
export const localArticleSource = createLocalArticleSource(siteConfig);
