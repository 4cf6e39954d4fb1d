import { deliveryDeadlineMs } from "~/contact/delivery.server";
import { translationsFor } from "~/i18n/translations.server";
import { canonicalPath, languageOfPath, languages, localizedPath } from "~/routing/paths";
import { isTargetTooLong } from "~/routing/site-path";
import { siteConfig } from "./config.server";

// What the HTTP server (server.js) refuses before a request reaches a route,
// decided here where the route table, the configuration and the translations live.

/** The contact and demo form carries a message; every other form on the site is a choice of a few bytes. */
const CONTACT_BODY_BYTES = 32 * 1024;
const FORM_BODY_BYTES = 1024;

/** Methods any page or resource answers; the rest get 405. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

/** Time a stop grants beyond the slowest request in flight (a contact delivery and its retry). */
const SHUTDOWN_MARGIN_MS = 5_000;

const contactPaths = new Set(languages.map((lang) => localizedPath("contact", lang)));

/** The largest request body a path takes. */
function bodyLimitBytes(pathname: string): number {
  return contactPaths.has(canonicalPath(pathname)) ? CONTACT_BODY_BYTES : FORM_BODY_BYTES;
}

type RefusalStatus = 400 | 403 | 405 | 413 | 414 | 500;

/** The plain-text answer to a refused request, in the language of its path. */
function refusalText(status: RefusalStatus, pathname: string): string {
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
