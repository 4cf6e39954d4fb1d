import type { SupabaseClient } from "@supabase/supabase-js";
import { z } from "zod";
import { imageRule } from "~/content/sanitize.server";
import { logEvent } from "~/utils/log.server";
import { boundedRow, reportCuts } from "./article-bounds.server";
import { type ArticleRow, ArticleRowSchema, type ArticleSource } from "./article-row";

const SOURCE_TABLES = ["generated_articles", "content_intelligence"] as const;
const IMAGE_BUCKET = "generated-images";

/** An image generated for an article, as a row of `get_public_generated_images`. */
const GeneratedImageSchema = z
  .object({ url: z.string(), alt_text: z.string().nullish() })
  .transform((image) => ({ src: image.url, alt: image.alt_text ?? "" }));

/** A row as the site keeps it (boundedRow): one whose title is nothing but markup is no article. */
const BackendRowSchema = ArticleRowSchema.transform(boundedRow).refine((row) => row.title !== "", {
  path: ["title"],
  message: "no text",
});

/** More rows than any real answer holds: the rest of an oversized answer is ignored. */
const MAX_ROWS = 1_000;

/**
 * The valid rows among the first `limit` of an answer; those that fail validation are dropped
 * and logged (one line per answer). An answer that is not an array, or of which no row is valid,
 * is of the wrong shape: a failure like a 500, so it is never cached nor taken for "nothing published".
 */
function validRows<T extends z.ZodTypeAny>(schema: T, data: unknown, what: string, limit: number): z.output<T>[] {
  if (!Array.isArray(data)) throw new Error(`${what}: expected an array`);
  const results = data.slice(0, limit).map((row) => schema.safeParse(row));
  const problems = results.flatMap((result, index) =>
    result.success ? [] : [`${index}: ${result.error.issues.map((issue) => issue.path.join(".")).join(",")}`],
  );
  if (problems.length > 0 || data.length > MAX_ROWS) {
    logEvent("warn", "supabase.row_dropped", {
      what,
      dropped: problems.length,
      ignored: Math.max(0, data.length - MAX_ROWS),
      problems: problems.slice(0, 5),
    });
  }
  const valid = results.flatMap((result) => (result.success ? [result.data] : []));
  if (valid.length === 0 && results.length > 0) throw new Error(`${what}: no valid row`);
  return valid;
}

/**
 * The error to throw for a failed call, with what the log needs to tell
 * failures apart: the HTTP status (0 when no answer came), the error code and
 * the message, as far as the answer has them. PostgREST and Storage answer
 * `{ code, message, … }`, but a proxy in between may answer anything.
 */
function callFailed(what: string, status: number | undefined, error: { code?: unknown; message?: unknown }): Error {
  const parts = [status ? `HTTP ${status}` : "", error.code, error.message].filter(
    (part): part is string => typeof part === "string" && part !== "",
  );
  return new Error(`${what}: ${parts.join(" ") || "failed without details"}`);
}

/**
 * Every call gives up after `timeoutMs`, and so hangs up on a stalled backend. Images are those
 * of this site or `imageOrigins` only, as in article content (imageRule).
 */
export function createSupabaseArticleSource(
  client: SupabaseClient,
  { timeoutMs, imageOrigins }: { timeoutMs: number; imageOrigins: readonly string[] },
): ArticleSource {
  const isAllowedImage = imageRule(imageOrigins);
  /** The valid rows among the first `limit` a database function answers. */
  async function call<T extends z.ZodTypeAny>(
    schema: T,
    name: string,
    args: Record<string, unknown>,
    limit = MAX_ROWS,
  ) {
    const { data, error, status } = await client.rpc(name, args).abortSignal(AbortSignal.timeout(timeoutMs));
    if (error) throw callFailed(name, status, error);
    return validRows(schema, data, name, limit);
  }

  async function storedImages(article: ArticleRow, limit: number) {
    const bucket = client.storage.from(IMAGE_BUCKET);
    const { data, error } = await bucket.list(
      article.id,
      { limit, sortBy: { column: "name", order: "asc" } },
      { signal: AbortSignal.timeout(timeoutMs) },
    );
    if (error) throw callFailed("storage list", error.status, error);
    // Sub-folders come as rows without an id.
    return (data ?? [])
      .filter((file) => file.id !== null && file.name && !file.name.startsWith("."))
      .map((file) => ({ src: bucket.getPublicUrl(`${article.id}/${file.name}`).data.publicUrl, alt: "" }))
      .filter((image) => isAllowedImage(image.src));
  }

  /** The articles a database function answers, with one log line naming those it had cut. */
  const articles = async (name: string, args: Record<string, unknown>, limit?: number) =>
    reportCuts(name, await call(BackendRowSchema, name, args, limit));

  return {
    listArticles: () => articles("get_public_blog_articles", {}),
    // The function answers an array; its first element is the article.
    getArticle: async (id) => (await articles("get_public_blog_article", { _id: id }, 1))[0] ?? null,
    async generatedImages(article, storageLimit) {
      // The article's own table first, then the other one.
      const tables = SOURCE_TABLES.toSorted((a, b) => Number(b === article.source) - Number(a === article.source));
      for (const table of tables) {
        const args = { _article_id: article.id, _source_table: table };
        const images = await call(GeneratedImageSchema, "get_public_generated_images", args);
        // An image from anywhere else is dropped; a table whose images all are has none, not a failure.
        const allowed = images.filter((image) => isAllowedImage(image.src));
        if (allowed.length > 0) return allowed;
      }
      return storedImages(article, storageLimit);
    },
  };
}
