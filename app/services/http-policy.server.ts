import ipaddr from "ipaddr.js";
import { CONTACT_ATTEMPTS } from "~/contact/delivery.server";
import { translationsFor } from "~/i18n/translations.server";
import { languageOfPath } from "~/routing/paths";
import { logEvent } from "~/utils/log.server";
import { siteConfig } from "./config.server";

// What the HTTP server (server/index.ts) refuses before a request reaches a
// route, decided here where the route table, the configuration and the
// translations live; the server reads this module from the build's entry
// module as `httpPolicy`. Each rule is a string comparison or two: the server
// asks before routing and before reading a body, so a refusal costs next to nothing.

export { isTargetTooLong } from "~/routing/site-path";

export const trustProxy = siteConfig.trustProxy;

/** Where the server listens (PORT, HOST). */
export const listen = siteConfig.listen;

let untrustedProxyReported = false;

/**
 * Told of a request whose X-Forwarded-For was dropped (its peer is not trusted). From a loopback or
 * private peer with TRUST_PROXY 0 it comes from our own proxy: every visitor then has the proxy's
 * address, and one contact allowance for all. Logged once per process.
 */
export function noteUntrustedForwarding(peer = ""): void {
  if (untrustedProxyReported || trustProxy !== false || !ipaddr.isValid(peer)) return;
  untrustedProxyReported = ["loopback", "private", "uniqueLocal", "linkLocal"].includes(ipaddr.process(peer).range());
  if (untrustedProxyReported) logEvent("warn", "config.untrusted_proxy", { peer, fix: "set TRUST_PROXY" });
}

/** Methods any page or resource answers; the rest get 405. */
export const allowedMethods: readonly string[] = ["GET", "HEAD", "POST"];

/** A stop waits for the slowest request in flight, a contact delivery with its retry, and this beyond. */
const SHUTDOWN_MARGIN_MS = 5_000;
export const shutdownGraceMs = CONTACT_ATTEMPTS * siteConfig.contactTimeoutMs + SHUTDOWN_MARGIN_MS;

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

export type RefusalStatus = 400 | 403 | 405 | 413 | 414 | 416 | 500;

/** The plain-text answer to a refused request, in the language of its path. */
export function refusalText(status: RefusalStatus, pathname: string): string {
  const t = translationsFor(languageOfPath(pathname));
  const texts = {
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
