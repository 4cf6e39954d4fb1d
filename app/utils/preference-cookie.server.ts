import { parse, serialize } from "cookie";
import { AUDIENCE_COOKIE_NAME, type Audience, parseAudience } from "~/audience/audience";
import { isLanguage, type Language } from "~/routing/paths";
import { LANG_COOKIE_NAME, PREFERENCE_COOKIE } from "./preference-cookie";

// The Cookie header is read and Set-Cookie written on the server only: the browser writes its
// few fixed values itself (preference-cookie.ts), without a cookie library. The value is the word
// itself (`lang=en`): the spec's `lang` holds `nb` or `en`, and the proxy keys its cache on both
// cookies. Remix's createCookie always stores base64 JSON, with no raw option (remix-run/remix#158;
// raw values came only with @remix-run/cookie, remix-run/remix#11579), so these use `cookie`, the
// library Remix's own cookies are built on.

const serializePreference = (name: string, value: string, { secure }: { secure: boolean }) =>
  serialize(name, value, { ...PREFERENCE_COOKIE, secure });

const readPreference = (cookieHeader: string | null, name: string) => parse(cookieHeader ?? "")[name];

export const readAudienceCookie = (cookieHeader: string | null): Audience | null =>
  parseAudience(readPreference(cookieHeader, AUDIENCE_COOKIE_NAME));

export const serializeAudienceCookie = (audience: Audience, options: { secure: boolean }) =>
  serializePreference(AUDIENCE_COOKIE_NAME, audience, options);

export function readLangCookie(cookieHeader: string | null): Language | null {
  const value = readPreference(cookieHeader, LANG_COOKIE_NAME);
  return isLanguage(value) ? value : null;
}

export const serializeLangCookie = (lang: Language, options: { secure: boolean }) =>
  serializePreference(LANG_COOKIE_NAME, lang, options);
