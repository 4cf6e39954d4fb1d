import { deliveryDeadlineMs } from "~/contact/delivery.server";
import { translationsFor } from "~/i18n/translations.server";
import { languageOfPath } from "~/routing/paths";
import { isTargetTooLong } from "~/routing/site-path";
import { siteConfig } from "./config.server";

// What the HTTP server (server/index.ts) refuses before a request reaches a
// route, decided here where the route table, the configuration and the
// translations live. Each rule is a string comparison or two: the server asks
// before routing and before reading a body, so a refusal costs next to nothing.

/** Methods any page or resource answers; the rest get 405. */
const ALLOWED_METHODS: readonly string[] = ["GET", "HEAD", "POST"];

/** Time a stop grants beyond the slowest request in flight (a contact delivery and its retry). */
const SHUTDOWN_MARGIN_MS = 5_000;

/** What a form post says about the page it was sent from, and the host it was sent to. */
type PostSource = {
  method: string;
  /** The host (and port) the visitor addressed. */
  host: string;
  origin: string | undefined;
  fetchSite: string | undefined;
};

/**
 * Forms are posted from this site's own pages only. Browsers send Origin with
 * every form post: one naming another host, or the opaque "null" of a sandboxed
 * or privacy-stripped page, is refused. Without Origin, Sec-Fetch-Site decides;
 * a post with neither comes from a script, not from a visitor's browser on another site.
 */
function isCrossSitePost({ method, host, origin, fetchSite }: PostSource): boolean {
  if (method !== "POST") return false;
  if (!origin) return fetchSite === "cross-site";
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

type RefusalStatus = 400 | 403 | 405 | 413 | 414 | 416 | 500;

/** The plain-text answer to a refused request, in the language of its path. */
function refusalText(status: RefusalStatus, pathname: string): string {
  const t = translationsFor(languageOfPath(pathname));
  const texts: Record<RefusalStatus, string> = {
    400: t.http.badRequest,
    403: t.contact.forbidden,
    405: t.http.methodNotAllowed,
    413: t.contact.tooLarge,
    414: t.http.uriTooLong,
    416: t.http.rangeNotSatisfiable,
    500: t.http.serverError,
  };
  return texts[status];
}

/** What the server takes from the app's rules; it reads it from the server build's entry module. */
export const httpPolicy = {
  trustProxy: siteConfig.trustProxy,
  // A stop waits for the slowest request in flight: a contact delivery with its retry.
  shutdownGraceMs: deliveryDeadlineMs(siteConfig.contactTimeoutMs) + SHUTDOWN_MARGIN_MS,
  allowedMethods: ALLOWED_METHODS,
  isCrossSitePost,
  isTargetTooLong,
  refusalText,
};
