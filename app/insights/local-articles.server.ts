import { readdir } from "node:fs/promises";
import path from "node:path";
import frontMatter from "front-matter";
import { z } from "zod";
import { readContentFile } from "~/content/content-files.server";
import { siteConfig } from "~/services/config.server";
import { logEvent } from "~/utils/log.server";
import { type ArticleRow, ArticleRowSchema, newestFirst } from "./article-row";
import type { ArticleSource } from "./article-source";

export const ARTICLES_FOLDER = "articles";

/** A sample article can be marked `sample: true` in its front matter (`npm run preflight` lists it). */
const LocalArticleSchema = ArticleRowSchema.extend({ sample: z.boolean().default(false) });

/** One file of content/articles: its row, and whether it is one of the sample articles shipped with the site. */
export type LocalArticleFile = { file: string; row: ArticleRow; sample: boolean };

/** One `content/articles/*.md` file: front matter with the row's fields (and `sample`), the body is `content`. */
export function parseLocalArticleFile(name: string, text: string): LocalArticleFile | null {
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
    logEvent("warn", "articles.unreadable", { file: name, error: String(error) });
  }
  return null;
}

/** Every valid file in content/articles, by file name. */
export async function readLocalArticleFiles(): Promise<LocalArticleFile[]> {
  let names: string[];
  try {
    names = (await readdir(path.join(siteConfig.contentDir, ARTICLES_FOLDER)))
      .filter((name) => name.endsWith(".md"))
      .sort();
  } catch {
    return [];
  }
  const files = await Promise.all(
    names.map(async (name) => parseLocalArticleFile(name, await readContentFile(`${ARTICLES_FOLDER}/${name}`))),
  );
  return files.filter((file): file is LocalArticleFile => file !== null);
}

/** The embedded article source: every valid file in content/articles, newest first. */
export async function readLocalArticles(): Promise<ArticleRow[]> {
  return newestFirst((await readLocalArticleFiles()).map((file) => file.row));
}

/** The embedded default: files only, so no generated images (cards use the content's image or a placeholder). */
export const localArticleSource: ArticleSource = {
  listArticles: readLocalArticles,
  async getArticle(id) {
    return (await readLocalArticles()).find((article) => article.id === id) ?? null;
  },
  async generatedImages() {
    return [];
  },
};
