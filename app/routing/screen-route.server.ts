import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { type ServerT, translatorFor } from "~/i18n/i18n.server";
import { serializeLangCookie } from "~/i18n/lang-cookie";
import { privateRedirect } from "~/services/cache-control.server";
import { isHttpsRequest } from "~/utils/request.server";
import {
  counterpartPath,
  ENGLISH_PREFIX,
  fillPattern,
  isLanguage,
  type Language,
  languageOfPath,
  type ScreenId,
  type ScreenParams,
  type ScreenRoute,
  screenPatterns,
} from "./paths";
import { decodedPath, localPath, tidyPath } from "./site-path";

type ScreenRequest<S extends ScreenId> = {
  /** The parameters Remix matched for this screen's path. */
  params: ScreenParams<S>;
  lang: Language;
  t: ServerT;
};

/** A redirect target: the path (always one of this site, see localPath) and the query as it came. */
function locationOf(pathname: string, search: string): string {
  return localPath(`${pathname}${search}`) ?? "/";
}

/**
 * The one spelling of this request's path: slashes collapsed, no trailing
 * slash, and, as Remix matches static segments in any letter case and
 * decodes escapes ("/EN/Why", "/%65n/why"), the route-table path this screen
 * was matched under with its parameters filled in. An unknown path keeps its
 * own spelling but for the /en prefix. With a `lang`, the path the screen has there.
 */
function canonicalPath(screen: ScreenId, pathname: string, params: Params): { path: string; lang: Language } {
  const tidy = tidyPath(pathname);
  if (screen === "notFound") {
    const path = tidy.replace(ENGLISH_PREFIX, "/en");
    return { path, lang: languageOfPath(path) };
  }
  const wanted = decodedPath(tidy).toLowerCase();
  // Only English paths start with /en (the route table holds to that): the language is the path's.
  const lang = languageOfPath(wanted);
  for (const pattern of screenPatterns(screen, lang)) {
    const path = fillPattern(pattern, params);
    if (decodedPath(path).toLowerCase() === wanted) return { path, lang };
  }
  return { path: tidy, lang: languageOfPath(tidy) };
}

/** The query without a parameter, every other one exactly as it came. */
function searchWithout(search: string, name: string): string {
  const kept = search
    .slice(1)
    .split("&")
    .filter((part) => part && decodedPath(part.split("=")[0]?.replaceAll("+", " ") ?? "") !== name);
  return kept.length ? `?${kept.join("&")}` : "";
}

/**
 * "?lang=en" (the language links without JavaScript): stores the choice in
 * the lang cookie and moves to the same page in that language, without the
 * parameter.
 */
function switchLanguageOnRequest(request: Request, url: URL, route: ScreenRoute, params: Params): void {
  const requested = url.searchParams.get("lang");
  if (!isLanguage(requested)) return;
  const pathname = requested === route.lang ? url.pathname : counterpartPath(route, params, url.pathname, requested);
  throw privateRedirect(locationOf(pathname, searchWithout(url.search, "lang")), {
    headers: { "Set-Cookie": serializeLangCookie(requested, { secure: isHttpsRequest(request) }) },
  });
}

/**
 * The start of every screen's loader: holds the URL to the route table's rules
 * (canonical spelling, ?lang), throwing the redirect when one applies, and
 * gives the page's language, its translations and its typed parameters.
 */
export function routeScreen<S extends ScreenId>(screen: S, { request, params }: LoaderFunctionArgs): ScreenRequest<S> {
  const url = new URL(request.url);
  // One URL per page: any other spelling moves there permanently, in one step and with its query.
  const { path, lang } = canonicalPath(screen, url.pathname, params);
  // Private like every redirect of ours: its query may hold a visitor's search.
  if (path !== url.pathname) throw privateRedirect(locationOf(path, url.search), { status: 301 });
  switchLanguageOnRequest(request, url, { screen, lang }, params);
  // Remix matched one of this screen's paths, so each of its parameters is there.
  return { params: params as ScreenParams<S>, lang, t: translatorFor(lang) };
}

/** The language of the page a form posts to, and its translations (actions answer in it). */
export function pageTranslations(request: Request): { lang: Language; t: ServerT } {
  const lang = languageOfPath(new URL(request.url).pathname);
  return { lang, t: translatorFor(lang) };
}
