/**
 * Visitor preferences (language, audience) are plain one-year cookies with the
 * same attributes whether the server or the browser writes them, so a choice
 * made with JavaScript is also what the next server render sees.
 */
export const LANG_COOKIE_NAME = "lang";

/**
 * A preference as a Set-Cookie value, or as the browser's document.cookie takes it. The value is
 * the word itself (`lang=en`): a few fixed words (a language, an audience), nothing to encode, so
 * the browser needs no cookie library.
 */
export const preferenceCookie = (name: string, value: string, secure: boolean) =>
  `${name}=${value}; Max-Age=${365 * 24 * 60 * 60}; Path=/;${secure ? " Secure;" : ""} SameSite=Lax`;

/** Writes a preference from the browser; Secure follows the page's own scheme. */
export function storePreferenceCookieInBrowser(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
  document.cookie = preferenceCookie(name, value, window.location.protocol === "https:");
}

/** A preference as the browser holds it (its name and value need no escaping: see above). */
export function readPreferenceCookieInBrowser(name: string): string | undefined {
  return document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1];
}
