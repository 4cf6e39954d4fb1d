import { LRUCache } from "lru-cache";
import type { SharedRender } from "~/routing/request.server";
import { errorMessage, logEvent } from "~/utils/log.server";
import { siteConfig } from "./config.server";

/** A rendered page as it is kept: everything needed to answer with it again. */
type StoredPage = { status: number; headers: [string, string][]; body: Uint8Array<ArrayBuffer> };

/** What one render needs, and where an answer that may not be kept goes back to its requester. */
type RenderJob = { render: () => Promise<Response>; unstored?: Response };

/**
 * A page is kept this long at most, like a CDN keeps it (HTML_CACHE_CONTROL's
 * s-maxage), and no longer than articles stay fresh (ARTICLES_CACHE_TTL_MS): a
 * kept page does not ask the article store, so it would not see a change sooner.
 */
const FRESH_MS = 60_000;
/**
 * After that, it is still answered with while one render replaces it
 * (stale-while-revalidate), for this long; older than that it is rendered
 * afresh before anyone gets it.
 */
const STALE_MS = 600_000;
/** Headers and bookkeeping of an entry, counted on top of its body. */
const ENTRY_OVERHEAD_BYTES = 2_048;

/**
 * Only what any visitor may get: a plain 200 page that sets no cookie and that
 * the app itself lets shared caches keep (see applyPageCaching).
 */
function isStorable(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    /\bpublic\b/.test(cacheControl) &&
    !/\b(private|no-store)\b/.test(cacheControl)
  );
}

function toResponse(page: StoredPage, outcome: string, withBody = true): Response {
  const headers = new Headers(page.headers);
  // Operators (and tests) can tell a kept page from a rendered one.
  headers.set("X-Render-Cache", outcome);
  return new Response(withBody ? page.body : null, { status: page.status, headers });
}

/**
 * The server's cache of rendered pages, in front of Remix: anonymous GETs of
 * pages that are the same for every visitor with the same key (scheme, path,
 * query, the audience where a page shows it; see describeRequest) are
 * rendered once and answered from memory, within a memory bound (least
 * recently used pages go first). Simultaneous requests for a page not kept
 * yet wait for one render.
 */
export function createPageCache(maxBytes: number, freshMs = FRESH_MS) {
  const segment = () =>
    new LRUCache<string, StoredPage, RenderJob>({
      // Half of the memory each: see `withQuery`.
      maxSize: Math.max(1, Math.floor(maxBytes / 2)),
      sizeCalculation: (page, key) => page.body.byteLength + key.length + ENTRY_OVERHEAD_BYTES,
      ttl: Math.max(1, Math.min(freshMs, FRESH_MS)),
      allowStale: true,
      // A render under way when the cache is cleared still answers the requests waiting for it,
      // but is not kept: it may show what the change replaced.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context }) => {
        const response = await context.render();
        if (isStorable(response)) {
          const body = new Uint8Array(await response.arrayBuffer());
          return { status: response.status, headers: [...response.headers], body };
        }
        // Not for others (a redirect, a 404): it goes back to the request that rendered it.
        context.unstored = response;
        return undefined;
      },
    });
  // Anyone can make up URLs with a query (?x=<random>), each one a page to keep: those share one
  // half of the memory, so that a flood of them never pushes out the pages themselves.
  const plain = segment();
  const withQuery = segment();

  /**
   * The answer to a GET or HEAD of a page any visitor may get: kept, or
   * rendered now (with `render`, from the shared request alone) and kept.
   * Null when the request is better answered by Remix as usual: a HEAD of a
   * page not kept, or a page that could not be kept for others.
   */
  const answer = async (
    shared: SharedRender,
    method: string,
    render: (request: Request) => Promise<Response>,
  ): Promise<Response | null> => {
    // Nothing but the URL and these cookies changes what is rendered.
    const key = `${shared.url} ${shared.cookie}`;
    const cache = new URL(shared.url).search ? withQuery : plain;
    const remainingMs = cache.getRemainingTTL(key);
    if (remainingMs < -STALE_MS) cache.delete(key);
    // HEAD answers with a kept page's headers; it never renders one for the cache.
    if (method === "HEAD") {
      const page = cache.peek(key);
      return page ? toResponse(page, remainingMs > 0 ? "hit" : "stale", false) : null;
    }
    const job: RenderJob = { render: () => render(new Request(shared.url, { headers: { Cookie: shared.cookie } })) };
    const status: LRUCache.Status<string, StoredPage, RenderJob> = {};
    try {
      const page = await cache.fetch(key, { context: job, status });
      if (page) return toResponse(page, status.fetch ?? "hit");
    } catch (error) {
      logEvent("warn", "page_cache.render_failed", { error: errorMessage(error) });
    }
    // Rendered for this request but not to be kept; or rendered for another that could not share it.
    return job.unstored ?? null;
  };

  return {
    answer,
    /** Forgets every kept page: the content they were rendered from has changed. */
    invalidate: () => {
      plain.clear();
      withQuery.clear();
    },
  };
}

/**
 * The cache the server puts in front of Remix: in production, when
 * RENDER_CACHE_MB is above 0. In development content files are read on every
 * request, so there is nothing to keep.
 */
export const renderCache =
  siteConfig.isProduction && siteConfig.renderCacheBytes > 0
    ? createPageCache(siteConfig.renderCacheBytes, siteConfig.articlesCacheTtlMs)
    : null;
