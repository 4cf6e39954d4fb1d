import { translationsFor } from "~/i18n/translations.server";
import { languageOfPath } from "~/routing/paths";

// What the HTTP server (server/index.ts) refuses before a request reaches a
// route. Stateless on purpose: the server imports this module itself, so it
// holds no configuration, logger or store. Each rule is a string comparison or
// two: the server asks before routing and before reading a body, so a refusal
// costs next to nothing.

export { isTargetTooLong } from "~/routing/site-path";

/** Methods any page or resource answers; the rest get 405. */
export const allowedMethods: readonly string[] = ["GET", "HEAD", "POST"];

/**
 * Forms are posted from this site's own pages only: `host` is the one the visitor
 * addressed. Browsers send Origin with every form post: one naming another host,
 * or the opaque "null" of a sandboxed or privacy-stripped page, is refused.
 * Without Origin, Sec-Fetch-Site decides; a post with neither comes from a
 * script, not from a visitor's browser on another site.
 */
export function isCrossSitePost(host: string, origin: string | undefined, fetchSite: string | undefined): boolean {
  if (!origin) return fetchSite === "cross-site";
  return URL.parse(origin)?.host !== host;
}

/**
 * A GET or HEAD that says it carries a body (a length above 0, or any Transfer-Encoding: chunks):
 * no page reads one, and Node would read it all to throw it away.
 */
export function isBodyNotAllowed(method: string, length = "", transferEncoding = ""): boolean {
  return (method === "GET" || method === "HEAD") && (Number(length) > 0 || transferEncoding !== "");
}

export type RefusalStatus = 400 | 403 | 405 | 413 | 414 | 416 | 500;

/** The plain-text answer to a refused request, in the language of its path. */
export function refusalText(status: RefusalStatus, pathname: string): string {
  const t = translationsFor(languageOfPath(pathname));
  return {
    400: t.http.badRequest,
    403: t.contact.forbidden,
    405: t.http.methodNotAllowed,
    413: t.contact.tooLarge,
    414: t.http.uriTooLong,
    416: t.http.rangeNotSatisfiable,
    500: t.http.serverError,
  }[status];
}
