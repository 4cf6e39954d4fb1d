import { matchRoutes, type Params } from "@remix-run/router";
import { DEFAULT_AUDIENCE } from "~/audience/audience";
import { readAudienceCookie } from "~/utils/preference-cookie.server";
import { fillPattern, type Language, languageOfPath, type ScreenId, screenOfRoute, screenPatterns } from "./paths";
import { mountedRoutes } from "./route-table.js";
import { decodedPath, tidyPath } from "./site-path";

// Stateless on purpose: the server (server/index.ts) imports this module for its getLoadContext,
// so nothing here may hold configuration, a logger or a store (the build has its own copy).

/** What the loaders and actions get besides the request (the server fills it; see server/index.ts). */
export type RequestContext = {
  description: RequestDescription;
  /** The visitor's address, from X-Forwarded-For only as far as TRUST_PROXY allows. */
  clientIp: string | null;
};

/**
 * The contact and demo form carries a message: any the form accepts (5,000 characters of any
 * script, 45 KB URL-encoded) fits, with every other field at its maximum. Every other form on the
 * site is a choice of a few bytes.
 */
const CONTACT_BODY_BYTES = 64 * 1024;
const FORM_BODY_BYTES = 1024;

/** What a page's HTML depends on besides its URL. Cookies not named here leave the page as it is. */
type PageVariance = {
  /** The visitor's own state (a form preset from the query, the Referer, their audience): never shared. */
  personal?: boolean;
  /** The audience cookie chooses sections of the page. */
  audience?: boolean;
  /**
   * Query parameters holding the visitor's own words (a search): with any
   * value, the answer is theirs alone. A shared copy would tell others what
   * was searched for, on a site where searches are about mental health.
   */
  privateQuery?: string;
};

const PAGE_VARIANCE: Partial<Record<ScreenId, PageVariance>> = {
  home: { audience: true },
  vision: { audience: true },
  insights: { privateQuery: "q" },
  contact: { personal: true },
};

/**
 * The one spelling of a page's path: slashes collapsed, no trailing slash,
 * and, as Remix matches static segments in any letter case and decodes
 * escapes ("/EN/Why", "/%65n/why"), the route-table path the screen was
 * matched under, with its parameters filled in. An unknown path keeps its own
 * spelling but for the /en prefix.
 */
function canonicalPathOf(screen: ScreenId, lang: Language, pathname: string, params: Params): string {
  const tidy = tidyPath(pathname);
  if (screen === "notFound") return lang === "en" ? tidy.replace(/^\/en/i, "/en") : tidy;
  const wanted = decodedPath(tidy).toLowerCase();
  const paths = screenPatterns(screen, lang).map((pattern) => fillPattern(pattern, params));
  return paths.find((path) => decodedPath(path).toLowerCase() === wanted) ?? tidy;
}

/**
 * Everything the site decides about a request from its URL, method and
 * cookies, worked out once, before Remix, with Remix's own matcher over the
 * routes remix.config.js mounts. The server reads it (body cap) and hands it
 * to Remix in the load context, where the loaders, `entry.server` and the
 * caching headers read it: nothing parses the URL again. Of the headers, only
 * Cookie is read. Where "/" leads is
 * the home loader's (routeEntryVisitor): it alone negotiates the language.
 */
export function describeRequest(url: URL, method: string, headers: Pick<Headers, "get">) {
  const match = matchRoutes(mountedRoutes, url.pathname)?.at(-1);
  const screen = screenOfRoute(match?.route.id)?.screen ?? null;
  const params = match?.params ?? {};
  const lang = languageOfPath(url.pathname);
  const cookies = headers.get("Cookie");
  // A path no screen answers (a resource route) sets its own caching.
  const variance: PageVariance = screen ? (PAGE_VARIANCE[screen] ?? {}) : { personal: true };
  // "/" is the door: where it leads depends on the lang cookie and Accept-Language.
  const isEntry = screen === "home" && lang === "nb" && tidyPath(url.pathname) === "/";
  const vary: readonly string[] = isEntry ? ["Cookie", "Accept-Language"] : variance.audience ? ["Cookie"] : [];
  return {
    /** The screen this path shows; null for a resource route (feeds, health, sitemap). */
    screen,
    /** The URL decides the language: the /en prefix is English, everything else Norwegian. */
    lang,
    /** The parameters as Remix decodes them. */
    params,
    /** The one spelling of this page's path; any other spelling is redirected there (301). */
    canonicalPath: screen ? canonicalPathOf(screen, lang, url.pathname, params) : url.pathname,
    /** The audience the page is rendered for: the cookie's, on pages that show it; else the default. */
    audience: (variance.audience && readAudienceCookie(cookies)) || DEFAULT_AUDIENCE,
    /**
     * Whether shared caches may keep a plain 200 answer to it, keyed on `vary`, as far as
     * its URL and method tell (the answer itself may still be private: see applyPageCaching).
     */
    shareable:
      (method === "GET" || method === "HEAD") &&
      !variance.personal &&
      // Any value counts, not only the first one the page reads: the query is repeated in the page.
      !(variance.privateQuery && url.searchParams.getAll(variance.privateQuery).some((value) => value.trim())),
    /** The request headers the page depends on besides its URL (HTTP Vary). */
    vary,
    /** The largest body a form post to this path may carry. */
    bodyLimitBytes: screen === "contact" ? CONTACT_BODY_BYTES : FORM_BODY_BYTES,
    /** Whether the route answers a post over the cap itself (the form again, with what came within it). */
    answersOverCap: screen === "contact",
  };
}

export type RequestDescription = ReturnType<typeof describeRequest>;
