/**
 * Visitor preferences (language, audience) are plain one-year cookies with the
 * same attributes whether the server or the browser writes them, so a choice
 * made with JavaScript is also what the next server render sees.
 */
export const LANG_COOKIE_NAME = "lang";
export const PREFERENCE_COOKIE = { maxAge: 365 * 24 * 60 * 60, path: "/", sameSite: "lax" } as const;

/**
 * Writes a preference from the browser; Secure follows the page's own scheme. The values are
 * fixed words (a language, an audience): nothing to encode, so the browser needs no cookie library.
 */
export function storePreferenceCookieInBrowser(name: string, value: string): void {
  const { maxAge, path, sameSite } = PREFERENCE_COOKIE;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
  document.cookie = `${name}=${value}; Max-Age=${maxAge}; Path=${path}; SameSite=${sameSite}${secure}`;
}

/** A preference as the browser holds it (its name and value need no escaping: see above). */
export function readPreferenceCookieInBrowser(name: string): string | undefined {
  return document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1];
}
