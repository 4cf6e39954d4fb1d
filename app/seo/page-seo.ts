import { type Language, languages, localizedPath, matchScreen } from "~/routing/paths";

export type Alternate = { hrefLang: Language | "x-default"; href: string };

export type PageSeo = {
  lang: Language;
  /** Null for pages that must not be indexed (not found). */
  canonical: string | null;
  alternates: Alternate[];
};

export const ogLocales: Record<Language, string> = { nb: "nb_NO", en: "en_GB" };

/** Canonical and hreflang links of a URL, from the route table. Aliases point at their canonical path. */
export function describePageSeo(pathname: string, siteUrl: string): PageSeo {
  const match = matchScreen(pathname);
  if (match.screen.id === "notFound") return { lang: match.lang, canonical: null, alternates: [] };
  const hrefs = Object.fromEntries(
    languages.map((lang) => [lang, siteUrl + localizedPath(match.screen.id, lang, match.params)]),
  ) as Record<Language, string>;
  return {
    lang: match.lang,
    canonical: hrefs[match.lang],
    alternates: [
      { hrefLang: "nb", href: hrefs.nb },
      { hrefLang: "en", href: hrefs.en },
      { hrefLang: "x-default", href: hrefs.nb },
    ],
  };
}
