import { AUDIENCE_COOKIE_NAME, type Audience, parseAudience } from "~/audience/audience";
import { isLanguage, type Language } from "~/routing/paths";
import { LANG_COOKIE_NAME, readPreferenceCookie, serializePreferenceCookie } from "./preference-cookie";

export const readAudienceCookie = (cookieHeader: string | null): Audience | null =>
  parseAudience(readPreferenceCookie(cookieHeader, AUDIENCE_COOKIE_NAME));

export const serializeAudienceCookie = (audience: Audience, options: { secure: boolean }) =>
  serializePreferenceCookie(AUDIENCE_COOKIE_NAME, audience, options);

export function readLangCookie(cookieHeader: string | null): Language | null {
  const value = readPreferenceCookie(cookieHeader, LANG_COOKIE_NAME);
  return isLanguage(value) ? value : null;
}

export const serializeLangCookie = (lang: Language, options: { secure: boolean }) =>
  serializePreferenceCookie(LANG_COOKIE_NAME, lang, options);
