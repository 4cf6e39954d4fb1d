import { z } from "zod";
import type { PictureImage } from "~/components/ui/picture";

/** YAML turns unquoted timestamps into dates; Supabase sends strings. Both become ISO strings. */
const Timestamp = z
  .union([z.string(), z.date()])
  .pipe(z.coerce.date())
  .transform((date) => date.toISOString());

/**
 * Whether an id could name an article: 1 to 128 characters, not only spaces,
 * none of them invisible (Unicode control, format, surrogate, private-use or
 * unassigned characters), and not "." or "..", which URLs drop as path
 * segments. Any other id, however odd ("a b/../c"), may be a real key: links
 * carry it percent-encoded. An id from a URL that fails this is not found
 * without asking the backend; a row whose id fails it is dropped, as no link
 * could open it. Longer ids are not keys anyone gives an article.
 */
export function isArticleId(id: string): boolean {
  return id.length <= 128 && id.trim() !== "" && !/\p{C}/u.test(id) && id !== "." && id !== "..";
}

/** A name the content may give: blank is none. */
const Name = z
  .string()
  .trim()
  .nullish()
  .transform((name) => name || undefined);

/** One article as both sources deliver it: a row of `get_public_blog_articles` or a local file. */
export const ArticleRowSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String).refine(isArticleId, "not an article id"),
  title: z.string().min(1),
  content: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp.nullish(),
  source: z.string().nullish(),
  title_en: z.string().nullish(),
  content_en: z.string().nullish(),
  translation_status: z.string().nullish(),
  author: Name,
  /** The professional who checked the content, and their title or profession ("psykologspesialist"). */
  reviewer: Name,
  reviewer_title: Name,
  /** Written for one audience: an article for young people shows their help lines. Anything else is none. */
  audience: z.enum(["personlig", "bedrift", "ungdom"]).nullish().catch(null),
});

/** The fields of an article's text in each language. */
export type ArticleText = "content" | "content_en";

export type ArticleRow = z.output<typeof ArticleRowSchema> & {
  /** The texts its source cut to what the site renders (article-bounds.server.ts). */
  cut?: readonly ArticleText[];
};

/**
 * Where articles come from: Supabase when configured, else content/articles (the store sorts the list).
 * Methods throw when the backend fails, so callers can tell "none" from "unknown".
 * `generatedImages` lists at most `storageLimit` files when it falls back to the article's storage folder.
 */
export type ArticleSource = {
  listArticles(): Promise<ArticleRow[]>;
  getArticle(id: string): Promise<ArticleRow | null>;
  generatedImages(article: ArticleRow, storageLimit: number): Promise<PictureImage[]>;
};
