import { readdir } from "node:fs/promises";
import path from "node:path";
import frontMatter from "front-matter";
import { readContentFile } from "~/content/content-files.server";
import { siteConfig } from "~/services/config.server";
import { logEvent } from "~/utils/log.server";
import { type ArticleRow, ArticleRowSchema, newestFirst } from "./article-row";
import type { ArticleSource } from "./article-source";

export const ARTICLES_FOLDER = "articles";

/** One `content/articles/*.md` file: front matter with the row's fields, the body is `content`. */
export function parseArticleFile(name: string, text: string): ArticleRow | null {
  try {
    const { attributes, body } = frontMatter<Record<string, unknown>>(text);
    const result = ArticleRowSchema.safeParse({ ...attributes, content: body.trim() });
    if (result.success) return result.data;
    logEvent("warn", "articles.invalid", {
      file: name,
      problems: result.error.issues.map((issue) => issue.path.join(".")),
    });
  } catch (error) {
    logEvent("warn", "articles.unreadable", { file: name, error: String(error) });
  }
  return null;
}

/** The embedded article source: every valid file in content/articles, newest first. */
export async function readLocalArticles(): Promise<ArticleRow[]> {
  let names: string[];
  try {
    names = (await readdir(path.join(siteConfig.contentDir, ARTICLES_FOLDER)))
      .filter((name) => name.endsWith(".md"))
      .sort();
  } catch {
    return [];
  }
  const rows = await Promise.all(
    names.map(async (name) => parseArticleFile(name, await readContentFile(`${ARTICLES_FOLDER}/${name}`))),
  );
  return newestFirst(rows.filter((row): row is ArticleRow => row !== null));
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
