import { deliveryDeadlineMs } from "~/contact/delivery.server";
import { translationsFor } from "~/i18n/translations.server";
import { canonicalPath, languageOfPath, languages, localizedPath } from "~/routing/paths";
import { siteConfig } from "./config.server";

// What the HTTP server (server.js) refuses before a request reaches a route,
// decided here where the route table, the configuration and the translations live.

/**
 * Longest path and query accepted; longer targets get 414 before routing.
 * Real paths are short (an article id is the longest part), and routing cost
 * grows with the number of segments, so the cap keeps every request cheap.
 */
export const MAX_PATH_LENGTH = 1024;
export const MAX_QUERY_LENGTH = 2048;

/** The contact and demo form carries a message; every other form on the site is a choice of a few bytes. */
export const CONTACT_BODY_BYTES = 32 * 1024;
export const FORM_BODY_BYTES = 1024;

/** Methods any page or resource answers; the rest get 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

/** Time a stop grants beyond the slowest request in flight (a contact delivery and its retry). */
const SHUTDOWN_MARGIN_MS = 5_000;

const contactPaths = new Set(languages.map((lang) => localizedPath("contact", lang)));

/** The largest request body a path takes. */
export function bodyLimitBytes(pathname: string): number {
  return contactPaths.has(canonicalPath(pathname)) ? CONTACT_BODY_BYTES : FORM_BODY_BYTES;
}

/** A request target (path and query, as sent) longer than any page of ours needs. */
export function isTargetTooLong(target: string): boolean {
  const queryStart = target.indexOf("?");
  const pathLength = queryStart === -1 ? target.length : queryStart;
  const queryLength = queryStart === -1 ? 0 : target.length - queryStart - 1;
  return pathLength > MAX_PATH_LENGTH || queryLength > MAX_QUERY_LENGTH;
}

export type RefusalStatus = 400 | 403 | 405 | 413 | 414 | 500;

/** The plain-text answer to a refused request, in the language of its path. */
export function refusalText(status: RefusalStatus, pathname: string): string {
  const t = translationsFor(languageOfPath(pathname));
  const texts: Record<RefusalStatus, string> = {
    400: t.http.badRequest,
    403: t.contact.forbidden,
    405: t.http.methodNotAllowed,
    413: t.contact.tooLarge,
    414: t.http.uriTooLong,
    500: t.http.serverError,
  };
  return texts[status];
}

/** Everything server.js takes from the app; it reads it from the server build's entry module. */
export const httpPolicy = {
  trustProxy: siteConfig.trustProxy,
  // A stop waits for the slowest request in flight: a contact delivery with its retry.
  shutdownGraceMs: deliveryDeadlineMs(siteConfig.contactTimeoutMs) + SHUTDOWN_MARGIN_MS,
  allowedMethods: ALLOWED_METHODS,
  bodyLimitBytes,
  isTargetTooLong,
  refusalText,
};

export type HttpPolicy = typeof httpPolicy;
