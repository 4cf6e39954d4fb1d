import type { Params } from "@remix-run/react";
import { articleStore, orFallback } from "~/insights/article-store.server";
import { hasEnglish } from "~/insights/article-view.server";
import { defaultLanguage, type Language, languages, menuScreens, pathInLanguage, type ScreenId } from "~/routing/paths";
import { siteConfig } from "~/services/config.server";
import { listFounders } from "~/services/founders.server";
import { escapeMarkup } from "~/utils/escape-markup";
import { isPrivate } from "~/utils/request-context.server";
import { textResponse } from "./text-response.server";

/** A page, its last change (ISO date-time) when it knows it, and the languages it really exists in. */
type SitemapPage = { screen: ScreenId; params?: Params; lastmod?: string; languages?: readonly Language[] };

/** One <url> per page and language, each listing all language versions as alternates. */
function renderSitemap(pages: readonly SitemapPage[]): string {
  const entries = pages.flatMap(({ screen, params = {}, lastmod, languages: pageLanguages = languages }) => {
    const href = (lang: Language) => escapeMarkup(siteConfig.siteUrl + pathInLanguage(screen, lang, params));
    const alternates = [
      ...pageLanguages.map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${href(lang)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${href("nb")}"/>`,
    ].join("\n");
    const modified = lastmod ? `\n    <lastmod>${escapeMarkup(lastmod)}</lastmod>` : "";
    return pageLanguages.map((lang) => `  <url>\n    <loc>${href(lang)}</loc>${modified}\n${alternates}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

export async function loader() {
  const [founders, articles] = await Promise.all([
    listFounders("nb"),
    orFallback("sitemap", articleStore().listArticles(), []),
  ]);
  const pages: SitemapPage[] = [
    ...menuScreens.map((screen) => ({ screen: screen.id })),
    ...founders.map((founder) => ({ screen: "founder" as const, params: { founder: founder.slug } })),
    ...articles.map((article) => ({
      screen: "article" as const,
      params: { id: article.id },
      lastmod: article.updated_at ?? article.created_at,
      languages: hasEnglish(article) ? languages : [defaultLanguage],
    })),
  ];
  // A sitemap without the articles of a backend that failed is not kept.
  const cacheControl = isPrivate() ? "no-store" : "public, max-age=3600";
  return textResponse(renderSitemap(pages), "application/xml", cacheControl);
}
