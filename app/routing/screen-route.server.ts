import type { LoaderFunctionArgs } from "@remix-run/node";
import { translatorFor } from "~/i18n/i18n.server";
import { privateRedirect } from "~/services/cache-control.server";
import { serializeLangCookie } from "~/utils/preference-cookie.server";
import { isHttpsRequest } from "~/utils/request.server";
import { counterpartPath, isLanguage, type ScreenId, type ScreenParams } from "./paths";
import { decodedPath, localPath } from "./site-path";

/** The query without a parameter, every other one exactly as it came. */
function searchWithout(search: string, name: string): string {
  const kept = search
    .slice(1)
    .split("&")
    .filter((part) => part && decodedPath(part.split("=")[0]?.replaceAll("+", " ") ?? "") !== name);
  return kept.length ? `?${kept.join("&")}` : "";
}

/**
 * The start of every screen's loader: holds the URL to the route table's rules,
 * throwing the redirect when one applies, and gives the page's language, its
 * translations and its typed parameters, all from the request's description.
 * - One URL per page: any other spelling moves to the canonical path
 *   permanently, in one step and with its query.
 * - "?lang=en" (the language links without JavaScript) stores the choice in
 *   the lang cookie and moves to the same page in that language, without the parameter.
 * Redirects are private: their query may hold a visitor's search.
 */
export function routeScreen<S extends ScreenId>(screen: S, { request, context }: LoaderFunctionArgs) {
  const { description } = context;
  const { lang, params, canonicalPath } = description;
  const url = new URL(request.url);
  if (canonicalPath !== url.pathname)
    throw privateRedirect(localPath(canonicalPath + url.search) ?? "/", { status: 301 });
  const requested = url.searchParams.get("lang");
  if (isLanguage(requested)) {
    const pathname =
      requested === lang ? url.pathname : counterpartPath({ screen, lang }, params, url.pathname, requested);
    throw privateRedirect(localPath(pathname + searchWithout(url.search, "lang")) ?? "/", {
      headers: { "Set-Cookie": serializeLangCookie(requested, { secure: isHttpsRequest(request) }) },
    });
  }
  // Remix matched one of this screen's paths (its parameters as Remix matched them), so each of them is there.
  return { params: params as ScreenParams<S>, lang, t: translatorFor(lang), description };
}

/** The language of the page a form posts to, and its translations (actions answer in it). */
export function pageTranslations({ context }: Pick<LoaderFunctionArgs, "context">) {
  const { lang } = context.description;
  return { lang, t: translatorFor(lang) };
}
