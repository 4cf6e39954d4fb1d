import { isDeepStrictEqual } from "node:util";
import { LRUCache } from "lru-cache";
import type { PictureImage } from "~/components/ui/picture";
import { createBackendBreaker } from "~/services/backend-breaker.server";
import { siteConfig } from "~/services/config.server";
import { supabase } from "~/services/supabase.server";
import { errorMessage, logEvent } from "~/utils/log.server";
import { markDegraded } from "~/utils/request-context.server";
import { type ArticleRow, type ArticleSource, isArticleId } from "./article-row";
import { localArticleSource } from "./local-articles.server";
import { createSupabaseArticleSource } from "./supabase-articles.server";

type Cached = ArticleRow[] | ArticleRow | PictureImage[];
/** What a fetch runs; undefined takes the key out of the cache. */
type Load = () => Promise<Cached | undefined>;

/**
 * Ids the backend said it does not know, remembered apart from everything else for a minute, so
 * one made-up id costs at most one backend call a minute (an article published meanwhile shows
 * up after that). Room for every lookup the budget below allows in that minute.
 */
const MAX_MISSES = 1_000;
const MISS_TTL_MS = 60_000;
/**
 * Lookups of ids that are not in the current list, per second, for the whole process. Past
 * that, such an id is answered as missing without a call: a flood of made-up ids costs the
 * backend at most this many calls a second. Listed ids are never refused.
 */
const UNLISTED_LOOKUPS_PER_SECOND = 10;

/** `clock` is the cache's (by default performance.now). */
type StoreOptions = { ttlMs: number; cooldownMs?: number; clock?: { now(): number } };

/**
 * One cache for everything articles: entries live for the configured TTL,
 * an expired entry is served while one refresh runs (stale-while-revalidate,
 * one fetch per key at a time), and a failed refresh keeps the stale value.
 * Failures themselves are never cached.
 *
 * Ids nobody has published never enter that cache: a flood of made-up ids
 * would otherwise push real articles out of it, and with them the stale copies
 * that stand in while the backend is down. Misses live in a bounded cache of
 * their own, lookups of unlisted ids have a budget per second, and an id that
 * cannot be an article (isArticleId) is not looked up at all.
 */
export function createArticleStore(source: ArticleSource, { ttlMs, cooldownMs, clock }: StoreOptions) {
  // While the breaker is open the cache serves what it has.
  const breaker = createBackendBreaker(cooldownMs);
  // lru-cache reads 0 as "never expires".
  const ttl = Math.max(ttlMs, 1);
  const cache = new LRUCache<string, Cached, Load>({
    max: 1_000,
    ttl,
    allowStale: true,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    // A refresh that found nothing changed keeps the rows it had, so what was worked out from them
    // (each article's rendering, keyed by its row: article-view.server.ts) is not done again.
    fetchMethod: (_key, stale, { context }) =>
      breaker
        .execute(context)
        .then((fresh) => (stale !== undefined && isDeepStrictEqual(stale, fresh) ? stale : fresh)),
    perf: clock,
  });
  const misses = new LRUCache<string, true>({ max: MAX_MISSES, ttl: MISS_TTL_MS, perf: clock });
  const now = () => (clock ?? performance).now();
  // The ids of a list, worked out once per list (a flood of made-up ids asks for each).
  const listedIds = new WeakMap<ArticleRow[], Set<string>>();
  let unlisted = { since: Number.NEGATIVE_INFINITY, spent: 0 };
  const mayLookUp = (id: string) => {
    const list = cache.peek("list", { allowStale: true }) as ArticleRow[] | undefined;
    if (list) {
      const ids = listedIds.get(list) ?? new Set(list.map((row) => row.id));
      listedIds.set(list, ids);
      if (ids.has(id)) return true;
    }
    const at = now();
    if (at - unlisted.since >= 1_000) unlisted = { since: at, spent: 0 };
    unlisted.spent += 1;
    return unlisted.spent <= UNLISTED_LOOKUPS_PER_SECOND;
  };
  // First lookups of ids not in the cache yet, so simultaneous requests share one backend call.
  const lookups = new Map<string, Promise<ArticleRow | null>>();

  const cached = async <T extends Cached>(key: string, load: () => Promise<T>): Promise<T> => {
    const status: LRUCache.Status<string, Cached, Load> = {};
    const value = await cache.fetch(key, { context: load, status });
    // A failed fetch with nothing stale to serve gives undefined: the failure itself is what callers log.
    if (value === undefined) throw status.fetchError ?? new Error(`no value for ${key}`);
    return value as T;
  };
  // An article that is gone leaves the cache.
  const loadArticle = async (id: string): Promise<ArticleRow | undefined> => {
    const row = await source.getArticle(id);
    if (!row) misses.set(id, true);
    return row ?? undefined;
  };
  const lookUp = (id: string): Promise<ArticleRow | null> => {
    const lookup =
      lookups.get(id) ??
      breaker
        .execute(() => loadArticle(id))
        .then((row) => {
          if (row) cache.set(`article:${id}`, row);
          return row ?? null;
        })
        .finally(() => lookups.delete(id));
    lookups.set(id, lookup);
    return lookup;
  };

  return {
    listArticles: () => cached("list", () => source.listArticles()),
    async getArticle(id: string): Promise<ArticleRow | null> {
      if (!isArticleId(id) || misses.has(id)) return null;
      const key = `article:${id}`;
      if (cache.peek(key, { allowStale: true }) === undefined) {
        if (mayLookUp(id)) return lookUp(id);
        // Not known to be missing, so not a page to keep: the answer is private (see orFallback).
        markDegraded();
        return null;
      }
      return ((await cache.fetch(key, { context: () => loadArticle(id) })) as ArticleRow | undefined) ?? null;
    },
    generatedImages: (article: ArticleRow, storageLimit: number) =>
      cached(`images:${article.id}:${storageLimit}`, () => source.generatedImages(article, storageLimit)),
  };
}

let store: ReturnType<typeof createArticleStore> | undefined;

/** The store of Supabase's articles when it is configured, else of content/articles. */
export function articleStore() {
  store ??= createArticleStore(
    supabase ? createSupabaseArticleSource(supabase, { timeoutMs: siteConfig.articlesTimeoutMs }) : localArticleSource,
    { ttlMs: siteConfig.articlesCacheTtlMs },
  );
  return store;
}

/**
 * A backend failure degrades to the caller's fallback (no articles, no article, no images);
 * it is logged once per failed request, and no cache keeps the answer (markDegraded).
 */
export async function orFallback<T>(what: string, work: Promise<T>, fallback: T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    logEvent("warn", "articles.failed", { what, error: errorMessage(error) });
    markDegraded();
    return fallback;
  }
}
