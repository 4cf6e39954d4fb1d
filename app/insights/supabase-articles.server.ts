import type { SupabaseClient } from "@supabase/supabase-js";
import type { z } from "zod";
import { logEvent } from "~/utils/log.server";
import { type ArticleRow, ArticleRowSchema, newestFirst } from "./article-row";
import { type ArticleSource, type GeneratedImage, GeneratedImageSchema } from "./article-source";

const SOURCE_TABLES = ["generated_articles", "content_intelligence"] as const;
export const IMAGE_BUCKET = "generated-images";

/** The article's own table first, then the other one (spec §7). */
export function imageTablesFor(source: string | null | undefined): string[] {
  const own = SOURCE_TABLES.find((table) => table === source);
  return own ? [own, ...SOURCE_TABLES.filter((table) => table !== own)] : [...SOURCE_TABLES];
}

/** More rows than any real answer holds: the rest of an oversized answer is ignored. */
export const MAX_ROWS = 1_000;

/** Rows that fail validation are dropped and logged (one line per answer), never fatal. */
function validRows<T extends z.ZodTypeAny>(schema: T, data: unknown, what: string): z.output<T>[] {
  if (!Array.isArray(data)) throw new Error(`${what}: expected an array`);
  const valid: z.output<T>[] = [];
  const problems: string[] = [];
  for (const [index, row] of data.slice(0, MAX_ROWS).entries()) {
    const result = schema.safeParse(row);
    if (result.success) valid.push(result.data);
    else problems.push(`${index}: ${result.error.issues.map((issue) => issue.path.join(".")).join(",")}`);
  }
  if (problems.length > 0 || data.length > MAX_ROWS) {
    logEvent("warn", "supabase.row_dropped", {
      what,
      dropped: problems.length,
      ignored: Math.max(0, data.length - MAX_ROWS),
      problems: problems.slice(0, 5),
    });
  }
  return valid;
}

type Options = { timeoutMs: number };

export function createSupabaseArticleSource(client: SupabaseClient, { timeoutMs }: Options): ArticleSource {
  async function rpc(name: string, args?: Record<string, unknown>): Promise<unknown> {
    const { data, error } = await client.rpc(name, args).abortSignal(AbortSignal.timeout(timeoutMs));
    if (error) throw new Error(`${name}: ${error.message}`);
    return data;
  }

  async function storedImages(article: ArticleRow, limit: number): Promise<GeneratedImage[]> {
    const bucket = client.storage.from(IMAGE_BUCKET);
    const { data, error } = await bucket.list(article.id, { limit, sortBy: { column: "name", order: "asc" } });
    if (error) throw new Error(`storage list: ${error.message}`);
    return (data ?? [])
      .filter((file) => file.id !== null && file.name && !file.name.startsWith("."))
      .slice(0, limit)
      .map((file) => ({
        id: `${article.id}/${file.name}`,
        url: bucket.getPublicUrl(`${article.id}/${file.name}`).data.publicUrl,
        alt_text: "",
      }));
  }

  return {
    async listArticles() {
      return newestFirst(
        validRows(ArticleRowSchema, await rpc("get_public_blog_articles"), "get_public_blog_articles"),
      );
    },
    async getArticle(id) {
      const data = await rpc("get_public_blog_article", { _id: id });
      // The function answers an array; its first element is the article (spec §7).
      const first = Array.isArray(data) ? data.slice(0, 1) : data;
      return validRows(ArticleRowSchema, first, "get_public_blog_article")[0] ?? null;
    },
    async generatedImages(article, limit) {
      for (const table of imageTablesFor(article.source)) {
        const images = validRows(
          GeneratedImageSchema,
          await rpc("get_public_generated_images", { _article_id: article.id, _source_table: table }),
          "get_public_generated_images",
        );
        if (images.length > 0) return images.slice(0, limit);
      }
      return storedImages(article, limit);
    },
  };
}
