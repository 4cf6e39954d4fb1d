import { z } from "zod";
import type { ArticleRow } from "./article-row";

/** spec §3: an image generated for an article. */
export const GeneratedImageSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  url: z.string().url(),
  alt_text: z
    .string()
    .nullish()
    .transform((value) => value ?? ""),
});
export type GeneratedImage = z.output<typeof GeneratedImageSchema>;

/** Images shown with an article: one on its card, up to four on its page (spec §7). */
export const IMAGES_FOR_CARD = 1;
export const IMAGES_FOR_PAGE = 4;

/**
 * Where articles come from: Supabase when configured, else content/articles.
 * Methods throw when the backend fails, so callers can tell "none" from "unknown".
 */
export type ArticleSource = {
  listArticles(): Promise<ArticleRow[]>;
  getArticle(id: string): Promise<ArticleRow | null>;
  generatedImages(article: ArticleRow, limit: number): Promise<GeneratedImage[]>;
};
