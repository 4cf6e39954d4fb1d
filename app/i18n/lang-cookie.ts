import { isLanguage, type Language } from "~/routing/paths";
import { readPreferenceCookie, serializePreferenceCookie } from "~/utils/preference-cookie.server";

export const LANG_COOKIE_NAME = "lang";

export function serializeLangCookie(lang: Language, options: { secure: boolean }): string {
  return serializePreferenceCookie(LANG_COOKIE_NAME, lang, options);
}

export function readLangCookie(cookieHeader: string | null): Language | null {
  const value = readPreferenceCookie(cookieHeader, LANG_COOKIE_NAME);
  return isLanguage(value) ? value : null;
}
