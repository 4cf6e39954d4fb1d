import { z } from "zod";

/** YAML turns unquoted timestamps into dates; Supabase sends strings. Both become ISO strings. */
const Timestamp = z
  .union([z.string(), z.date()])
  .transform((value) => new Date(value))
  .refine((date) => !Number.isNaN(date.getTime()), "not a date")
  .transform((date) => date.toISOString());

const OptionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** One article as both sources deliver it (spec §3): a row of `get_public_blog_articles` or a local file. */
export const ArticleRowSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  title: z.string().min(1),
  content: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp.nullish(),
  source: z.string().nullish(),
  title_en: OptionalText,
  content_en: OptionalText,
  translation_status: OptionalText,
});

export type ArticleRow = z.output<typeof ArticleRowSchema>;

/** Newest first by created_at (spec §2). */
export function newestFirst(rows: ArticleRow[]): ArticleRow[] {
  return [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at));
}
