import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import frontMatter from "front-matter";
import { z } from "zod";
import { siteConfig } from "~/services/config.server";
import { errorMessage, logEvent } from "~/utils/log.server";
import { ArticleRowSchema, type ArticleSource } from "./article-row";

/** A sample article can be marked `sample: true` in its front matter (`npm run preflight` lists it). */
const LocalArticleSchema = ArticleRowSchema.extend({ sample: z.boolean().default(false) });

/**
 * One `content/articles/*.md` file: front matter with the row's fields (and `sample`), the body is `content`.
 * Its row, and whether it is one of the sample articles shipped with the site.
 */
export function parseLocalArticleFile(name: string, text: string) {
  try {
    const { attributes, body } = frontMatter<Record<string, unknown>>(text);
    const { sample, ...row } = LocalArticleSchema.parse({ ...attributes, content: body.trim() });
    return { file: name, row, sample };
  } catch (error) {
    // Front matter that is not YAML, or fields that fail validation (the message names them).
    logEvent("warn", "articles.invalid", { file: name, error: errorMessage(error) });
    return null;
  }
}

/** Every valid file in the content directory's articles folder, by file name; none without the folder. */
export async function readLocalArticleFiles({ contentDir }: { contentDir: string }) {
  const folder = path.join(contentDir, "articles");
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith(".md")).sort();
  const files = await Promise.all(
    names.map(async (name) => parseLocalArticleFile(name, await readFile(path.join(folder, name), "utf8"))),
  );
  return files.filter((file) => file !== null);
}

/**
 * The embedded article source: every valid file in the articles folder. Files only, so no
 * generated images (cards use the content's image or a drawn cover).
 */
export function createLocalArticleSource(settings: { contentDir: string }): ArticleSource {
  const readArticles = async () => (await readLocalArticleFiles(settings)).map((file) => file.row);
  return {
    listArticles: readArticles,
    getArticle: async (id) => (await readArticles()).find((article) => article.id === id) ?? null,
    generatedImages: async () => [],
  };
}

/** The articles of the configured content directory (CONTENT_DIR). */
export const localArticleSource = createLocalArticleSource(siteConfig);
