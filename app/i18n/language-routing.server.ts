import { isbot } from "isbot";
import { LanguageDetector } from "remix-i18next/server";
import { defaultLanguage, type Language } from "~/routing/paths";
import type { RequestDescription } from "~/routing/request.server";
import { privateRedirect } from "~/services/cache-control.server";
import { readLangCookie, serializeLangCookie } from "~/utils/preference-cookie.server";
import { isHttpsRequest } from "~/utils/request.server";
import { markPrivate } from "~/utils/request-context.server";

// remix-i18next's detector over the request as it came: the lang cookie, then the visitor's first
// choice in Accept-Language (by base language when no tag matches exactly). "no" is Norwegian too;
// naming no supported language gives "". A "?lang=" never gets here: routeScreen stores it and
// redirects first. The server passes on only the header's first 256 bytes (bounded work).
const namedLanguage = new LanguageDetector({
  supportedLanguages: ["nb", "no", "en"],
  fallbackLanguage: "",
  order: ["custom", "header"],
  findLocale: async (request) => readLangCookie(request.headers.get("Cookie")),
});

/**
 * Where "/" leads, decided here and nowhere else (the spec's order): the
 * language the request names (lang cookie, then Accept-Language), else the
 * remote (IP-based) detector's when there is one, else nb. An English visitor
 * moves to /en; a remote answer is stored in the lang cookie, so it is asked
 * once. Crawlers stay, so that both versions are indexed, and their copy is
 * shared only when their headers name Norwegian. Returns the page's headers
 * (the lang cookie when the language was detected remotely).
 */
export async function routeEntryVisitor(
  request: Request,
  { vary }: RequestDescription,
  detectRemotely: (() => Promise<Language | null>) | null,
): Promise<Headers> {
  const url = new URL(request.url);
  const headers = new Headers();
  if (url.pathname !== "/") return headers;
  const named = await namedLanguage.detect(request);
  // Naming nothing, the page is nb, unless a remote detector decides by the visitor's address.
  const lang: Language | null = named === "en" ? "en" : named ? "nb" : detectRemotely ? null : defaultLanguage;
  // Only a Norwegian "/" may be shared: the rest depends on more than Vary names (a crawler stays).
  if (lang !== "nb") markPrivate();
  if (isbot(request.headers.get("User-Agent"))) return headers;
  let destination = lang;
  if (!destination && detectRemotely) {
    const detected = await detectRemotely();
    if (detected) headers.append("Set-Cookie", serializeLangCookie(detected, { secure: isHttpsRequest(request) }));
    destination = detected ?? defaultLanguage;
  }
  if (destination !== "en") return headers;
  // Where "/" leads depends on these request headers; a shared cache must tell the answers apart.
  headers.set("Vary", vary.join(", "));
  throw privateRedirect(`/en${url.search}`, { headers });
}
