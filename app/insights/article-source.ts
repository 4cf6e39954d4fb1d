import { z } from "zod";
import { MAX_STRUCTURED_IMAGES } from "~/seo/structured-data";
import type { ArticleRow } from "./article-row";

/** An image generated for an article, as a row of `get_public_generated_images`. */
export const GeneratedImageSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  // An address a browser can fetch an image from: no javascript: or data: URL, nothing unparseable.
  url: z
    .string()
    .url()
    .regex(/^https?:\/\//i, "not an http(s) URL"),
  alt_text: z
    .string()
    .nullish()
    .transform((value) => value ?? ""),
});
export type GeneratedImage = z.output<typeof GeneratedImageSchema>;

/**
 * How many images to ask for: up to `rows` generated images, else up to
 * `files` from the article's storage folder.
 */
export type ImageLimits = { rows: number; files: number };

/** A card shows one image. */
export const CARD_IMAGES: ImageLimits = { rows: 1, files: 1 };

/**
 * The page: its structured data names up to 12 generated images, and its
 * storage folder is listed with limit 4.
 */
export const PAGE_IMAGES: ImageLimits = { rows: MAX_STRUCTURED_IMAGES, files: 4 };

/**
 * Where articles come from: Supabase when configured, else content/articles.
 * Methods throw when the backend fails, so callers can tell "none" from "unknown".
 */
export type ArticleSource = {
  listArticles(): Promise<ArticleRow[]>;
  getArticle(id: string): Promise<ArticleRow | null>;
  generatedImages(article: ArticleRow, limits: ImageLimits): Promise<GeneratedImage[]>;
};
