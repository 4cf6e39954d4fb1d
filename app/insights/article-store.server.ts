import { LRUCache } from "lru-cache";
import { createBackendBreaker } from "~/services/backend-breaker.server";
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
export function createArticleStore(
  source: ArticleSource,
  { ttlMs, cooldownMs }: { ttlMs: number; cooldownMs?: number },
) {
  // While the breaker is open the cache serves what it has.
  const breaker = createBackendBreaker(cooldownMs);
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
