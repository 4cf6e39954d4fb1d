import type { MetaFunction } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { type Language, languages, pathInLanguage, screenOfRoute } from "~/routing/paths";
import { resources } from "~/routing/route-table.js";

/** What a screen's loader says about itself; the rest comes from the root loader and the route. */
export type PageText = {
  title: string;
  description: string;
  /** Open Graph type; articles say "article". */
  ogType?: "website" | "article";
  /** Absolute URL of the page's main image, for link previews. */
  image?: string | null;
  /**
   * The page exists only in Norwegian (an untranslated article), whichever
   * language shows it: canonical on nb, and no en alternate (its en page
   * would only point back at nb).
   */
  norwegianOnly?: boolean;
};

/** schema.org objects a screen embeds as JSON-LD for search engines. */
export type StructuredData = Record<string, unknown>;

/** What a screen's loader returns for its head: its texts, and any structured data. */
type ScreenData = { page?: PageText; structuredData?: readonly StructuredData[] } | undefined;

const ogLocales: Record<Language, string> = { nb: "nb_NO", en: "en_GB" };

/**
 * The head of a screen: title, description, Open Graph, the feed, and the
 * canonical and hreflang links of the route Remix matched, from the route
 * table: an alias points at its screen's own path. A page that exists only in
 * Norwegian is canonical on nb and has no en alternate; the not-found page has none.
 */
export const pageMeta: MetaFunction<unknown, { root: typeof rootLoader }> = ({ data, matches, params }) => {
  const { page, structuredData = [] } = (data as ScreenData) ?? {};
  const root = matches.find((match) => match.id === "root")?.data;
  const route = screenOfRoute(matches.at(-1)?.id);
  if (!page || !root || !route) return [];
  const { screen, lang } = route;
  const pageLanguages: readonly Language[] = screen === "notFound" ? [] : page.norwegianOnly ? ["nb"] : languages;
  const href = (language: Language) => root.siteUrl + pathInLanguage(screen, language, params);
  const canonical = href(pageLanguages.includes(lang) ? lang : "nb");
  // Only languages the page really has an alternate in.
  const otherLocales = pageLanguages.filter((language) => language !== lang).map((language) => ogLocales[language]);
  const feed = resources.find((resource) => resource.id === `rss.${lang}`)?.path;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:site_name", content: root.siteName },
    { property: "og:type", content: page.ogType ?? "website" },
    ...(page.image ? [{ property: "og:image", content: page.image }] : []),
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:locale", content: ogLocales[lang] },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: root.rssTitle, href: feed },
    ...otherLocales.map((locale) => ({ property: "og:locale:alternate", content: locale })),
    ...(screen === "notFound" || root.sampleContent ? [{ name: "robots", content: "noindex" }] : []),
    ...(screen === "notFound"
      ? []
      : [
          { tagName: "link", rel: "canonical", href: canonical },
          { property: "og:url", content: canonical },
          ...pageLanguages.map((language) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: language,
            href: href(language),
          })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: href("nb") },
        ]),
    ...structuredData.map((item) => ({ "script:ld+json": item })),
  ];
};
