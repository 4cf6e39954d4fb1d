// Any redirect we send names a path on this site. Browsers read a Location of
// "//host/…" or "/\host/…" as another site, so a target must start with exactly
// one "/": runs of slashes collapse and backslashes count as slashes, as the
// URL parser treats them.

const PROBE_ORIGIN = "http://site.invalid";

/**
 * Longest path and query the site takes (the server answers longer ones 414
 * before routing). Real paths are short (an article id is the longest part),
 * and routing cost grows with the number of segments.
 */
const MAX_PATH_LENGTH = 1024;
const MAX_QUERY_LENGTH = 2048;

/** A request target (path and query, as sent) longer than any page of ours needs. */
export function isTargetTooLong(target: string): boolean {
  const pathLength = `${target}?`.indexOf("?");
  return pathLength > MAX_PATH_LENGTH || target.length - pathLength - 1 > MAX_QUERY_LENGTH;
}

/** A path with its escapes decoded, or as it is when they do not decode. */
export function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The path with every run of slashes (or backslashes) as one and no trailing slash: the spelling the router reads. */
export function tidyPath(pathname: string): string {
  const collapsed = pathname.replace(/[\\/]+/g, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/$/, "") : collapsed;
}

/**
 * The path, query and hash `candidate` names on this site, normalised, or
 * null when it is not a path of ours (an absolute URL, "//host", a relative
 * path, something the URL parser refuses, or longer than the site would take).
 */
export function localPath(candidate: string): string | null {
  if (!/^[\\/]/.test(candidate)) return null;
  const url = URL.parse(candidate, PROBE_ORIGIN);
  if (url?.origin !== PROBE_ORIGIN) return null;
  const target = `${url.pathname.replace(/[\\/]+/g, "/")}${url.search}${url.hash}`;
  return isTargetTooLong(target) ? null : target;
}

/**
 * The query parameters a page reads: the insights list's search and page. A
 * shareable page repeats no other (a proxy keeps one copy for "?utm_source=…"
 * and the plain URL); ?lang and Remix's ?_data are answered before any page.
 */
export const PAGE_QUERY_PARAMETERS: readonly string[] = ["page", "q"];

/** A path with a query, when there is one. */
export function pathWithQuery(pathname: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}
