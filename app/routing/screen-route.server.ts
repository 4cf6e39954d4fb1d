import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { type ServerT, translatorFor } from "~/i18n/i18n.server";
import { serializeLangCookie } from "~/i18n/lang-cookie";
import { privateRedirect } from "~/services/cache-control.server";
import { isHttpsRequest } from "~/utils/request.server";
import {
  fillPattern,
  isLanguage,
  type Language,
  languageOfPath,
  languages,
  pathInLanguage,
  type ScreenId,
  type ScreenParams,
  screenPatterns,
} from "./paths";
import { collapseSlashes, localPath, pathWithQuery } from "./site-path";

type ScreenRequest<S extends ScreenId> = {
  /** The parameters Remix matched for this screen's path. */
  params: ScreenParams<S>;
  lang: Language;
  t: ServerT;
};

/** A redirect target: the path (always one of this site, see localPath) and the request's query. */
function locationOf(pathname: string, query: URLSearchParams): string {
  return localPath(pathWithQuery(pathname, query)) ?? "/";
}

/** The path with every run of slashes as one and no trailing slash. */
function tidyPath(pathname: string): string {
  const collapsed = collapseSlashes(pathname);
  return collapsed.length > 1 ? collapsed.replace(/\/$/, "") : collapsed;
}

/**
 * One URL per page. "/innsikt/" and "//innsikt" move permanently to
 * "/innsikt"; so do "/INNSIKT" and "/EN" (Remix matches static segments in
 * any letter case): to the spelling of the route-table path this screen was
 * matched under, its parameters exactly as they came.
 */
function redirectToCanonicalPath(url: URL, screen: ScreenId, params: Params): void {
  const tidy = tidyPath(url.pathname);
  if (tidy !== url.pathname) throw redirect(locationOf(tidy, url.searchParams), 301);
  const spelled = languages
    .flatMap((lang) => screenPatterns(screen, lang))
    // The URL parser's encoding, as in url.pathname, so that only the letter case can differ.
    .map((pattern) => new URL(fillPattern(pattern, params), url.origin).pathname)
    .find((path) => path.toLowerCase() === url.pathname.toLowerCase());
  if (spelled && spelled !== url.pathname) throw redirect(locationOf(spelled, url.searchParams), 301);
}

/**
 * "?lang=en" (the language links without JavaScript): stores the choice in
 * the lang cookie and moves to the same page in that language, without the
 * parameter.
 */
function switchLanguageOnRequest(request: Request, url: URL, screen: ScreenId, lang: Language, params: Params): void {
  const requested = url.searchParams.get("lang");
  if (!isLanguage(requested)) return;
  const query = new URLSearchParams(url.searchParams);
  query.delete("lang");
  const pathname = requested === lang ? url.pathname : pathInLanguage(screen, requested, params);
  throw privateRedirect(locationOf(pathname, query), {
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
  const lang = languageOfPath(url.pathname);
  redirectToCanonicalPath(url, screen, params);
  switchLanguageOnRequest(request, url, screen, lang, params);
  // Remix matched one of this screen's paths, so each of its parameters is there.
  return { params: params as ScreenParams<S>, lang, t: translatorFor(lang) };
}

/** The language of the page a form posts to, and its translations (actions answer in it). */
export function pageTranslations(request: Request): { lang: Language; t: ServerT } {
  const lang = languageOfPath(new URL(request.url).pathname);
  return { lang, t: translatorFor(lang) };
}
