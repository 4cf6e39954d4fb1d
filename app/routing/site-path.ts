// Any redirect we send names a path on this site. Browsers read a Location of
// "//host/…" or "/\host/…" as another site, so a target must start with exactly
// one "/": runs of slashes collapse and backslashes count as slashes, as the
// URL parser treats them.

const PROBE_ORIGIN = "http://site.invalid";

/** The pathname with backslashes as slashes and every run of slashes as one. */
export function collapseSlashes(pathname: string): string {
  return pathname.replace(/[\\/]+/g, "/");
}

/**
 * The path, query and hash `candidate` names on this site, normalised, or
 * null when it is not a path of ours (an absolute URL, "//host", a relative
 * path, or something the URL parser refuses).
 */
export function localPath(candidate: string): string | null {
  if (!/^[\\/]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${collapseSlashes(url.pathname)}${url.search}${url.hash}`;
}
