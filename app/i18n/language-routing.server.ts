import { isbot } from "isbot";
import { LanguageDetector } from "remix-i18next/server";
import { defaultLanguage, type Language } from "~/routing/paths";
import { privateRedirect } from "~/services/cache-control.server";
import { isHttpsRequest } from "~/utils/request.server";
import { readLangCookie, serializeLangCookie } from "./lang-cookie";

type RemoteDetector = (request: Request) => Promise<Language | null>;

// remix-i18next's Accept-Language reader: an exact tag first, then by base
// language, each in the visitor's order of preference. "no" is Norwegian too.
// It answers the empty fallback when the header names none of these.
const browserLanguage = new LanguageDetector({
  supportedLanguages: ["nb", "no", "en"],
  fallbackLanguage: "",
  order: ["header"],
});

/** Accept-Language: nb or no gives nb, en gives en, anything else null. */
export async function languageFromAcceptLanguage(request: Request): Promise<Language | null> {
  const picked = await browserLanguage.detect(request);
  if (picked === "en") return "en";
  return picked ? "nb" : null;
}

/** The language the request itself names: the lang cookie, then Accept-Language. */
async function chosenLanguage(request: Request): Promise<Language | null> {
  return readLangCookie(request.headers.get("Cookie")) ?? (await languageFromAcceptLanguage(request));
}

/**
 * The language "/" shows a request for by its headers alone, as a shared cache
 * can key it (cookie and Accept-Language): null when only the visitor's
 * address could tell (remote detection is on and the request names none).
 */
export async function entryLanguageOfHeaders(request: Request, detectsRemotely: boolean): Promise<Language | null> {
  return (await chosenLanguage(request)) ?? (detectsRemotely ? null : defaultLanguage);
}

/**
 * The language of a visitor who arrives at "/" without having chosen one:
 * the lang cookie, then Accept-Language, then the remote (IP-based) detector,
 * then nb. The remote answer is stored in the lang cookie, so it is asked once.
 */
export async function negotiateEntryLanguage(
  request: Request,
  detectRemotely: RemoteDetector,
): Promise<{ lang: Language; detectedRemotely: boolean }> {
  const chosen = await chosenLanguage(request);
  if (chosen) return { lang: chosen, detectedRemotely: false };
  const detected = await detectRemotely(request);
  if (detected) return { lang: detected, detectedRemotely: true };
  return { lang: defaultLanguage, detectedRemotely: false };
}

/**
 * The home page at "/" is the door: a visitor whose language is English moves
 * to /en. Crawlers stay, so that both versions are indexed. Returns the
 * headers of the page (the lang cookie when the language was detected remotely).
 */
export async function routeEntryVisitor(request: Request, detectRemotely: RemoteDetector): Promise<Headers> {
  if (new URL(request.url).pathname !== "/" || isbot(request.headers.get("User-Agent"))) return new Headers();
  // Where "/" leads depends on these request headers; a shared cache must tell the answers apart.
  const headers = new Headers({ Vary: "Cookie, Accept-Language" });
  const { lang, detectedRemotely } = await negotiateEntryLanguage(request, detectRemotely);
  if (detectedRemotely) headers.append("Set-Cookie", serializeLangCookie(lang, { secure: isHttpsRequest(request) }));
  if (lang === "en") {
    const url = new URL(request.url);
    throw privateRedirect(`/en${url.search}`, { headers });
  }
  return headers;
}
