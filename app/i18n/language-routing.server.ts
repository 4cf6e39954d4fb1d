import { redirect } from "@remix-run/node";
import { pick } from "accept-language-parser";
import { isbot } from "isbot";
import {
  canonicalPath,
  counterpartPath,
  defaultLanguage,
  isLanguage,
  type Language,
  languageOfPath,
} from "~/routing/paths";
import { localPath } from "~/routing/site-path";
import { privateRedirect } from "~/services/cache-control.server";
import { isHttpsRequest } from "~/utils/request.server";
import { readLangCookie, serializeLangCookie } from "./lang-cookie";

type RemoteDetector = (request: Request) => Promise<Language | null>;

/** Accept-Language by q-weight: nb or no gives nb, en gives en, anything else null. */
export function languageFromAcceptLanguage(header: string | null): Language | null {
  if (!header) return null;
  const picked = pick(["nb", "no", "en"], header, { loose: true });
  if (picked === "en") return "en";
  return picked ? "nb" : null;
}

/**
 * Entry negotiation for a visitor without an explicit choice (spec §5): the
 * lang cookie, then Accept-Language, then the remote detector, then nb.
 */
export async function negotiateEntryLanguage(
  request: Request,
  detectRemotely: RemoteDetector,
): Promise<{ lang: Language; detectedRemotely: boolean }> {
  const chosen =
    readLangCookie(request.headers.get("Cookie")) ?? languageFromAcceptLanguage(request.headers.get("Accept-Language"));
  if (chosen) return { lang: chosen, detectedRemotely: false };
  const detected = await detectRemotely(request);
  if (detected) return { lang: detected, detectedRemotely: true };
  return { lang: defaultLanguage, detectedRemotely: false };
}

/** A redirect target: the path (always of this site, see localPath) and the request's remaining query. */
function cleanLocation(url: URL, pathname: string): string {
  const search = url.searchParams.toString();
  return localPath(search ? `${pathname}?${search}` : pathname) ?? "/";
}

/**
 * URL-level language rules that apply before any page renders. Throws the
 * redirect when one applies; otherwise returns headers for the page.
 */
export async function applyLanguageRouting(request: Request, detectRemotely: RemoteDetector): Promise<Headers> {
  const url = new URL(request.url);
  const headers = new Headers();

  // One URL per page: "/innsikt/", "//innsikt" and "/INNSIKT" move permanently to "/innsikt".
  const canonical = canonicalPath(url.pathname);
  if (canonical !== url.pathname) throw redirect(cleanLocation(url, canonical), 301);

  const requested = url.searchParams.get("lang");
  if (isLanguage(requested)) {
    url.searchParams.delete("lang");
    const pathname =
      languageOfPath(url.pathname) === requested ? url.pathname : counterpartPath(url.pathname, requested);
    throw privateRedirect(cleanLocation(url, pathname), {
      headers: { "Set-Cookie": serializeLangCookie(requested, { secure: isHttpsRequest(request) }) },
    });
  }

  if (url.pathname === "/") {
    headers.set("Vary", "Cookie, Accept-Language");
    if (isbot(request.headers.get("User-Agent"))) return headers;
    const { lang, detectedRemotely } = await negotiateEntryLanguage(request, detectRemotely);
    const cookie = detectedRemotely ? serializeLangCookie(lang, { secure: isHttpsRequest(request) }) : null;
    if (cookie) headers.append("Set-Cookie", cookie);
    if (lang === "en") throw privateRedirect(cleanLocation(url, "/en"), { headers });
  }
  return headers;
}
