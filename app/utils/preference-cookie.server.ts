import { parse } from "cookie";
import { AUDIENCE_COOKIE_NAME, type Audience, parseAudience } from "~/audience/audience";
import { isLanguage, type Language } from "~/routing/paths";
import { LANG_COOKIE_NAME, preferenceCookie } from "./preference-cookie";

// The value is the word itself (`lang=en`): the spec's `lang` holds `nb` or `en`, and the proxy
// keys its cache on both cookies. Remix's createCookie always stores base64 JSON, with no raw
// option (remix-run/remix#158; raw values came only with @remix-run/cookie, remix-run/remix#11579),
// so the Cookie header is read with `cookie`, the library Remix's own cookies are built on, and
// Set-Cookie written as the browser writes it (preference-cookie.ts).

const readPreference = (cookieHeader: string | null, name: string) => parse(cookieHeader ?? "")[name];

export const readAudienceCookie = (cookieHeader: string | null): Audience | null =>
  parseAudience(readPreference(cookieHeader, AUDIENCE_COOKIE_NAME));

export const serializeAudienceCookie = (audience: Audience, { secure }: { secure: boolean }) =>
  preferenceCookie(AUDIENCE_COOKIE_NAME, audience, secure);

export function readLangCookie(cookieHeader: string | null): Language | null {
  const value = readPreference(cookieHeader, LANG_COOKIE_NAME);
  return isLanguage(value) ? value : null;
}

export const serializeLangCookie = (lang: Language, { secure }: { secure: boolean }) =>
  preferenceCookie(LANG_COOKIE_NAME, lang, secure);
