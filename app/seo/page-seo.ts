import type { Params } from "@remix-run/react";
import { type Language, pathInLanguage, type ScreenRoute } from "~/routing/paths";

type Alternate = { hrefLang: Language | "x-default"; href: string };

type PageSeo = {
  lang: Language;
  /** Null for pages that must not be indexed (not found). */
  canonical: string | null;
  alternates: Alternate[];
};

export const ogLocales: Record<Language, string> = { nb: "nb_NO", en: "en_GB" };

/**
 * Canonical and hreflang links of the page Remix matched, from the route
 * table: an alias points at its screen's own path. A page that exists only in
 * Norwegian (an untranslated article) is canonical on nb and has no en alternate.
 */
export function describePageSeo(
  { screen, lang }: ScreenRoute,
  params: Params,
  siteUrl: string,
  { norwegianOnly = false } = {},
): PageSeo {
  if (screen === "notFound") return { lang, canonical: null, alternates: [] };
  const nb = siteUrl + pathInLanguage(screen, "nb", params);
  const en = norwegianOnly ? null : siteUrl + pathInLanguage(screen, "en", params);
  return {
    lang,
    canonical: en !== null && lang === "en" ? en : nb,
    alternates: [
      { hrefLang: "nb", href: nb },
      ...(en === null ? [] : [{ hrefLang: "en" as const, href: en }]),
      { hrefLang: "x-default", href: nb },
    ],
  };
}
