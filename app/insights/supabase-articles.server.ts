import type { SupabaseClient } from "@supabase/supabase-js";
import type { z } from "zod";
import { logEvent } from "~/utils/log.server";
import { type ArticleRow, ArticleRowSchema, newestFirst } from "./article-row";
import { type ArticleSource, type GeneratedImage, GeneratedImageSchema } from "./article-source";

const SOURCE_TABLES = ["generated_articles", "content_intelligence"] as const;
const IMAGE_BUCKET = "generated-images";

/** The tables to look for an article's generated images in: the article's own table first, then the other one. */
export function imageTablesFor(source: string | null | undefined): string[] {
  const own = SOURCE_TABLES.find((table) => table === source);
  return own ? [own, ...SOURCE_TABLES.filter((table) => table !== own)] : [...SOURCE_TABLES];
}

/** More rows than any real answer holds: the rest of an oversized answer is ignored. */
const MAX_ROWS = 1_000;

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

export function createSupabaseArticleSource(
  client: SupabaseClient,
  { timeoutMs }: { timeoutMs: number },
): ArticleSource {
  /**
   * Runs a call that gives up after `timeoutMs`. A plain timer rather than
   * AbortSignal.timeout: that one runs on a clock no test can move.
   */
  async function withTimeout<T>(call: (signal: AbortSignal) => PromiseLike<T>): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException(`timed out after ${timeoutMs} ms`, "TimeoutError")),
      timeoutMs,
    );
    try {
      return await call(controller.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  async function rpc(name: string, args?: Record<string, unknown>): Promise<unknown> {
    const { data, error, status } = await withTimeout((signal) => client.rpc(name, args).abortSignal(signal));
    if (error) throw callFailed(name, status, error);
    return data;
  }

  async function storedImages(article: ArticleRow, limit: number): Promise<GeneratedImage[]> {
    const bucket = client.storage.from(IMAGE_BUCKET);
    const { data, error } = await withTimeout((signal) =>
      bucket.list(article.id, { limit, sortBy: { column: "name", order: "asc" } }, { signal }),
    );
    if (error) throw callFailed("storage list", error.status, error);
    // Sub-folders come as rows without an id.
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
      // The function answers an array; its first element is the article.
      const first = Array.isArray(data) ? data.slice(0, 1) : data;
      return validRows(ArticleRowSchema, first, "get_public_blog_article")[0] ?? null;
    },
    async generatedImages(article, { rows, files }) {
      for (const table of imageTablesFor(article.source)) {
        const images = validRows(
          GeneratedImageSchema,
          await rpc("get_public_generated_images", { _article_id: article.id, _source_table: table }),
          "get_public_generated_images",
        );
        if (images.length > 0) return images.slice(0, rows);
      }
      return storedImages(article, files);
    },
  };
}
