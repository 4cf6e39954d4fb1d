import { parse, serialize } from "cookie";

/**
 * Visitor preferences (language, audience) are plain one-year cookies with the
 * same attributes whether the server or the browser writes them, so a choice
 * made with JavaScript is also what the next server render sees.
 */
export function serializePreferenceCookie(name: string, value: string, { secure }: { secure: boolean }): string {
  return serialize(name, value, { maxAge: 365 * 24 * 60 * 60, path: "/", sameSite: "lax", secure });
}

export function readPreferenceCookie(cookieHeader: string | null, name: string): string | undefined {
  return parse(cookieHeader ?? "")[name];
}

/** Writes a preference from the browser; Secure follows the page's own scheme. */
export function storePreferenceCookieInBrowser(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
  document.cookie = serializePreferenceCookie(name, value, { secure: window.location.protocol === "https:" });
}
