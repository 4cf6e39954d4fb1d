import { parse, serialize } from "cookie";

/**
 * Visitor preferences (language, audience) are plain one-year cookies, written alike by the
 * server (Set-Cookie) and the browser (document.cookie), so a choice made with JavaScript is also
 * what the next server render sees. The value is the word itself (`lang=en`): the spec's `lang`
 * holds `nb` or `en`, and the proxy keys its cache on both values. Remix's createCookie would store
 * base64 JSON and has no raw option (remix-run/remix#158; raw values only came with
 * @remix-run/cookie, remix-run/remix#11579), so these are `cookie`'s, the library Remix's uses.
 */
export const LANG_COOKIE_NAME = "lang";
const PREFERENCE_COOKIE = { maxAge: 365 * 24 * 60 * 60, path: "/", sameSite: "lax" } as const;

export const serializePreferenceCookie = (name: string, value: string, { secure }: { secure: boolean }) =>
  serialize(name, value, { ...PREFERENCE_COOKIE, secure });

export const readPreferenceCookie = (cookieHeader: string | null, name: string): string | undefined =>
  parse(cookieHeader ?? "")[name];

/** Writes a preference from the browser; Secure follows the page's own scheme. */
export function storePreferenceCookieInBrowser(name: string, value: string): void {
  const secure = window.location.protocol === "https:";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
  document.cookie = serializePreferenceCookie(name, value, { secure });
}

export const readPreferenceCookieInBrowser = (name: string) => readPreferenceCookie(document.cookie, name);
