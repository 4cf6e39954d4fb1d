import { LRUCache } from "lru-cache";
import { RateLimiterMemory } from "rate-limiter-flexible";
import type { PictureImage } from "~/components/ui/picture";
import { createBackendBreaker } from "~/services/backend-breaker.server";
import { siteConfig } from "~/services/config.server";
import { remoteImageOrigins } from "~/services/security-headers.server";
import { supabase } from "~/services/supabase.server";
import { errorMessage, logEvent } from "~/utils/log.server";
import { markPrivate } from "~/utils/request-context.server";
import { LISTED_ARTICLES } from "./article-bounds.server";
import { type ArticleRow, type ArticleSource, isArticleId } from "./article-row";
import { localArticleSource } from "./local-articles.server";
import { createSupabaseArticleSource } from "./supabase-articles.server";

type Cached = ArticleRow[] | ArticleRow | PictureImage[];
/** What a fetch runs; undefined (an article the backend does not know) keeps the key out of the cache. */
type Load = () => Promise<Cached | undefined>;

/**
 * Ids the backend said it does not know, remembered apart from the articles for a minute, so one
 * made-up id costs at most one backend call a minute (an article published meanwhile shows up
 * after that), and a flood of them never pushes real articles, and the stale copies that stand in
 * while the backend is down, out of the cache. Room for every lookup the budget below allows in
 * that minute.
 */
const MISSES = { max: 1_000, ttl: 60_000 };
/**
 * Lookups of ids that are not in the current list, per second, for the whole process. Past
 * that, such an id is answered as missing without a call: a flood of made-up ids costs the
 * backend at most this many calls a second. Listed ids are never refused.
 */
const UNLISTED_LOOKUPS = { points: 10, duration: 1 };

const newestFirst = (rows: ArticleRow[]) => rows.sort((a, b) => b.created_at.localeCompare(a.created_at));

/** `clock` is the caches' (by default performance.now). */
type StoreOptions = { ttlMs: number; cooldownMs?: number; clock?: { now(): number } };

/**
 * One lru-cache for everything articles (the list holds the newest LISTED_ARTICLES): entries live
 * for the configured TTL, an expired entry is served while one refresh runs (one fetch per key at a
 * time, simultaneous requests included), a failed refresh keeps the stale value, failures
 * themselves are never cached (a failed fetch with nothing stale to serve rejects), and while the
 * breaker is open the cache serves what it has. An id that cannot be an article (isArticleId) is
 * not looked up at all.
 */
export function createArticleStore(source: ArticleSource, { ttlMs, cooldownMs, clock }: StoreOptions) {
  const breaker = createBackendBreaker(cooldownMs);
  const cache = new LRUCache<string, Cached, Load>({
    max: 1_000,
    // lru-cache reads 0 as "never expires".
    ttl: Math.max(ttlMs, 1),
    allowStale: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: (_key, _stale, { context }) => breaker.execute(context),
    perf: clock,
  });
  const misses = new LRUCache<string, true>({ ...MISSES, perf: clock });
  const unlisted = new RateLimiterMemory(UNLISTED_LOOKUPS);
  const cached = <T extends Cached>(key: string, load: () => Promise<T | undefined>) =>
    cache.fetch(key, { context: load }) as Promise<T | undefined>;
  const peek = (key: string) => cache.peek(key, { allowStale: true });
  /** Whether an id not in the cache may be looked up: a listed one always, another while the budget lasts. */
  async function mayLookUp(id: string) {
    if ((peek("list") as ArticleRow[] | undefined)?.some((row) => row.id === id)) return true;
    // Counted whether or not it is allowed (penalty, unlike consume, never rejects).
    return (await unlisted.penalty("")).consumedPoints <= UNLISTED_LOOKUPS.points;
  }

  return {
    listArticles: async () =>
      (await cached("list", async () => newestFirst(await source.listArticles()).slice(0, LISTED_ARTICLES))) ?? [],
    async getArticle(id: string): Promise<ArticleRow | null> {
      if (!isArticleId(id) || misses.has(id)) return null;
      const key = `article:${id}`;
      if (peek(key) === undefined && !(await mayLookUp(id))) {
        // Not known to be missing, so not a page to keep: the answer is private (see orFallback).
        markPrivate();
        return null;
      }
      const row = await cached(key, async () => {
        const found = await source.getArticle(id);
        if (!found) misses.set(id, true);
        return found ?? undefined;
      });
      return row ?? null;
    },
    generatedImages: async (article: ArticleRow, storageLimit: number) =>
      (await cached(`images:${article.id}:${storageLimit}`, () => source.generatedImages(article, storageLimit))) ?? [],
  };
}

let store: ReturnType<typeof createArticleStore> | undefined;

/** The store of Supabase's articles when it is configured, else of content/articles. */
export const articleStore = () =>
  (store ??= createArticleStore(
    supabase
      ? createSupabaseArticleSource(supabase, {
          timeoutMs: siteConfig.articlesTimeoutMs,
          imageOrigins: remoteImageOrigins,
        })
      : localArticleSource,
    { ttlMs: siteConfig.articlesCacheTtlMs },
  ));

/**
 * A backend failure degrades to the caller's fallback (no articles, no article, no images);
 * it is logged once per failed request, and no cache keeps the answer (markPrivate).
 */
export async function orFallback<T>(what: string, work: Promise<T>, fallback: T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    logEvent("warn", "articles.failed", { what, error: errorMessage(error) });
    markPrivate();
    return fallback;
  }
}
