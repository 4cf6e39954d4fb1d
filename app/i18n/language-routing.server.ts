import { isbot } from "isbot";
import { defaultLanguage, type Language } from "~/routing/paths";
import type { RequestDescription } from "~/routing/request.server";
import { privateRedirect } from "~/services/cache-control.server";
import { serializeLangCookie } from "~/utils/preference-cookie.server";
import { isHttpsRequest } from "~/utils/request.server";

/**
 * The home page at "/" is the door: a visitor whose language is English moves
 * to /en. The language is the one the request names (lang cookie, then
 * Accept-Language: see describeRequest), else the remote (IP-based) detector's,
 * else nb; a remote answer is stored in the lang cookie, so it is asked once.
 * Crawlers stay, so that both versions are indexed. Returns the headers of
 * the page (the lang cookie when the language was detected remotely).
 */
export async function routeEntryVisitor(
  request: Request,
  { entryLanguage, vary }: RequestDescription,
  detectRemotely: () => Promise<Language | null>,
): Promise<Headers> {
  if (new URL(request.url).pathname !== "/" || isbot(request.headers.get("User-Agent"))) return new Headers();
  // Where "/" leads depends on these request headers; a shared cache must tell the answers apart.
  const headers = new Headers({ Vary: vary.join(", ") });
  let lang = entryLanguage;
  if (!lang) {
    const detected = await detectRemotely();
    if (detected) headers.append("Set-Cookie", serializeLangCookie(detected, { secure: isHttpsRequest(request) }));
    lang = detected ?? defaultLanguage;
  }
  if (lang === "en") throw privateRedirect(`/en${new URL(request.url).search}`, { headers });
  return headers;
}
