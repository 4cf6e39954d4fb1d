import { parse, serialize } from "cookie";
import { isLanguage, type Language } from "~/routing/paths";

export const LANG_COOKIE_NAME = "lang";
export const LANG_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** The lang cookie holds the bare value (nb|en); the same attributes are written by server and browser. */
export function serializeLangCookie(lang: Language, { secure }: { secure: boolean }): string {
  return serialize(LANG_COOKIE_NAME, lang, {
    maxAge: LANG_COOKIE_MAX_AGE_SECONDS,
    path: "/",
    sameSite: "lax",
    secure,
  });
}

export function readLangCookie(cookieHeader: string | null): Language | null {
  const value = parse(cookieHeader ?? "")[LANG_COOKIE_NAME];
  return isLanguage(value) ? value : null;
}
