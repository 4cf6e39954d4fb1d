import { ConsecutiveBreaker, circuitBreaker, handleAll } from "cockatiel";
import { LRUCache } from "lru-cache";
import { siteConfig } from "~/services/config.server";
import { getSupabase } from "~/services/supabase.server";
import { logEvent } from "~/utils/log.server";
import type { ArticleRow } from "./article-row";
import type { ArticleSource, GeneratedImage } from "./article-source";
import { localArticleSource } from "./local-articles.server";
import { createSupabaseArticleSource } from "./supabase-articles.server";

function chooseSource(): ArticleSource {
  const supabase = getSupabase();
  return supabase
    ? createSupabaseArticleSource(supabase, { timeoutMs: siteConfig.articlesTimeoutMs })
    : localArticleSource;
}

type Cached = ArticleRow[] | ArticleRow | GeneratedImage[] | { missing: true };

/**
 * One cache for everything articles: entries live for the configured TTL,
 * an expired entry is served while one refresh runs (stale-while-revalidate,
 * one fetch per key at a time), and a failed refresh keeps the stale value.
 * Failures themselves are never cached.
 */
/** After this many failed backend calls in a row the backend is left alone for a while. */
export const BREAKER_FAILURES = 3;
export const BREAKER_COOLDOWN_MS = 10_000;

export function createArticleStore(
  source: ArticleSource,
  { ttlMs, cooldownMs = BREAKER_COOLDOWN_MS }: { ttlMs: number; cooldownMs?: number },
) {
  // A dead backend is not asked on every request: once open, calls fail at once
  // (and the cache serves what it has) until one trial call after the cooldown.
  const breaker = circuitBreaker(handleAll, {
    halfOpenAfter: cooldownMs,
    breaker: new ConsecutiveBreaker(BREAKER_FAILURES),
  });
  const cache = new LRUCache<string, Cached, () => Promise<Cached>>({
    max: 1_000,
    // lru-cache reads 0 as "never expires".
    ttl: Math.max(ttlMs, 1),
    allowStale: true,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: (_key, _stale, { context }) => breaker.execute(context),
  });
  const cached = async <T extends Cached>(key: string, load: () => Promise<T>): Promise<T> => {
    const value = await cache.fetch(key, { context: load });
    if (value === undefined) throw new Error(`no value for ${key}`);
    return value as T;
  };
  return {
    listArticles: () => cached("list", () => source.listArticles()),
    async getArticle(id: string): Promise<ArticleRow | null> {
      const found = await cached(
        `article:${id}`,
        async () => (await source.getArticle(id)) ?? { missing: true as const },
      );
      return "missing" in found ? null : (found as ArticleRow);
    },
    generatedImages: (article: ArticleRow, limit: number) =>
      cached(`images:${article.id}:${limit}`, () => source.generatedImages(article, limit)),
  };
}

let store: ReturnType<typeof createArticleStore> | undefined;

export function articleStore() {
  store ??= createArticleStore(chooseSource(), { ttlMs: siteConfig.articlesCacheTtlMs });
  return store;
}

/** A backend failure degrades to the spec's fallback; it is logged once per failed request. */
export async function orFallback<T>(what: string, work: Promise<T>, fallback: T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    logEvent("warn", "articles.failed", { what, error: error instanceof Error ? error.message : String(error) });
    return fallback;
  }
}
