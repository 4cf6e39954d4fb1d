import { LRUCache } from "lru-cache";
import { DEFAULT_AUDIENCE, readAudienceCookie } from "~/audience/audience";
import { carriesFlash } from "~/contact/flash.server";
import { entryLanguageOfHeaders } from "~/i18n/language-routing.server";
import { type ScreenRoute, screenAt } from "~/routing/paths";
import { isDegraded } from "~/utils/request-context.server";
import { PRIVATE_NO_STORE } from "./cache-control.server";
import { siteConfig } from "./config.server";
import { detectsLanguageRemotely } from "./language-detection.server";

/**
 * What a page's HTML depends on besides its URL (path and query: the language
 * switcher repeats the query, so every page shows it). One table serves the
 * server's render cache (its key), the Cache-Control and Vary headers a CDN
 * reads, and the root loader (which renders the audience only where it counts).
 * Cookies not named here (analytics, preferences) leave the page as it is.
 */
type PageVariance = {
  /** The visitor's own state (a form preset from their last page): never shared. */
  personal: boolean;
  /** The audience cookie chooses sections of the page. */
  audience: boolean;
  /** "/" itself: where it leads depends on the lang cookie and Accept-Language. */
  negotiatesLanguage: boolean;
  /**
   * Query parameters holding the visitor's own words (a search): with one, the
   * answer is theirs alone. A shared copy would tell others what was searched
   * for (a cache hit), on a site where searches are about mental health.
   */
  privateQuery: readonly string[];
};

const SAME_FOR_EVERYONE: PageVariance = {
  personal: false,
  audience: false,
  negotiatesLanguage: false,
  privateQuery: [],
};

function pageVariance({ screen, lang }: ScreenRoute): PageVariance {
  switch (screen) {
    case "home":
      return { ...SAME_FOR_EVERYONE, audience: true, negotiatesLanguage: lang === "nb" };
    case "vision":
      return { ...SAME_FOR_EVERYONE, audience: true };
    case "insights":
      return { ...SAME_FOR_EVERYONE, privateQuery: ["q"] };
    // The form comes preset from the query, the audience cookie and the page the visitor came from (Referer).
    case "contact":
      return { ...SAME_FOR_EVERYONE, personal: true };
    default:
      return SAME_FOR_EVERYONE;
  }
}

// Matching a path against the route table takes about 60 µs, and each render asks up to three
// times (the render cache, the root loader, the headers): the answers for recent paths are kept.
const variancesByPath = new LRUCache<string, PageVariance>({ max: 2_000 });

/** The variance of the page at a path; a path no screen answers (a resource route) counts as personal. */
export function pageVarianceAt(pathname: string): PageVariance {
  let variance = variancesByPath.get(pathname);
  if (!variance) {
    const route = screenAt(pathname);
    variance = route ? pageVariance(route) : { ...SAME_FOR_EVERYONE, personal: true };
    variancesByPath.set(pathname, variance);
  }
  return variance;
}

/**
 * Whether a response to this request may be kept by shared caches and given
 * to other visitors, as far as the request goes (the response must also be a
 * plain 200 that sets no cookie): a read, without a waiting flash message, of
 * a page that is not personal, and not a search. At "/" also only when the
 * request's own headers name Norwegian (or nothing, without remote
 * detection): any other visitor is sent on to /en, and a crawler, who stays,
 * must not leave its copy for them.
 */
async function isShareableRequest(request: Request, { searchParams }: URL, variance: PageVariance): Promise<boolean> {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (variance.personal || carriesFlash(request.headers.get("Cookie"))) return false;
  // Any value counts, not only the first one the page reads: the query is repeated in the page.
  if (variance.privateQuery.some((name) => searchParams.getAll(name).some((value) => value.trim()))) return false;
  if (!variance.negotiatesLanguage) return true;
  return (await entryLanguageOfHeaders(request, detectsLanguageRemotely)) === "nb";
}

/** The request headers a shared cache must key this page on (HTTP Vary). */
function varyHeaders(variance: PageVariance): string[] {
  if (variance.negotiatesLanguage) return ["Cookie", "Accept-Language"];
  return variance.audience ? ["Cookie"] : [];
}

// Shared pages are rendered for the site's own host: the Host header is the client's to choose.
const siteHost = new URL(siteConfig.siteUrl).host;

/**
 * The shared variant of a request (GET or HEAD): the key a cache keeps its
 * page under (scheme, path, query, and the audience where it shows), and a
 * request that renders that page from those alone: no other cookie or header
 * reaches a render that others get, so nothing personal can end up in it.
 * Null when the request has no shared variant.
 */
export async function sharedVariant(
  request: Request,
): Promise<{ key: string; request: Request; hasQuery: boolean } | null> {
  const url = new URL(request.url);
  // A language switch (?lang) answers with a redirect; data requests are the browser's, not pages.
  if (url.searchParams.has("lang") || url.searchParams.has("_data")) return null;
  const variance = pageVarianceAt(url.pathname);
  if (!(await isShareableRequest(request, url, variance))) return null;
  const cookies: string[] = [];
  const chosen = variance.audience ? readAudienceCookie(request.headers.get("Cookie")) : null;
  // The default audience renders the same page as none.
  const audience = chosen === DEFAULT_AUDIENCE ? null : chosen;
  if (audience) cookies.push(`audience=${audience}`);
  // Shareable at "/" means Norwegian: said so, the render needs no detection.
  if (variance.negotiatesLanguage) cookies.push("lang=nb");
  const headers = new Headers(cookies.length > 0 ? { Cookie: cookies.join("; ") } : {});
  const target = `${url.protocol}//${siteHost}${url.pathname}${url.search}`;
  return { key: `${target} ${audience ?? ""}`, request: new Request(target, { headers }), hasQuery: url.search !== "" };
}

/**
 * Cache-Control and Vary of a page (its HTML or its data): shared caches may
 * keep a plain 200 that sets no cookie and stands in for no failed backend, of
 * a shareable request, for everyone (HTML_CACHE_CONTROL), keyed on what the
 * page varies on; anything else stays private.
 */
export async function applyPageCaching(request: Request, headers: Headers, status: number): Promise<void> {
  const url = new URL(request.url);
  const variance = pageVarianceAt(url.pathname);
  const shared =
    status === 200 && !headers.has("Set-Cookie") && !isDegraded() && (await isShareableRequest(request, url, variance));
  headers.set("Cache-Control", shared ? siteConfig.htmlCacheControl : PRIVATE_NO_STORE);
  const vary = new Set(
    (headers.get("Vary") ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  );
  for (const name of varyHeaders(variance)) vary.add(name);
  if (vary.size > 0) headers.set("Vary", [...vary].join(", "));
}
