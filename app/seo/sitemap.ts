import type { Params } from "@remix-run/react";
import { type Language, languages, pathInLanguage, type ScreenId } from "~/routing/paths";

export type SitemapPage = {
  screen: ScreenId;
  params?: Params;
  /** Last change (ISO date-time), for pages that know it. */
  lastmod?: string;
  /** The languages the page really exists in; default both. */
  languages?: readonly Language[];
};

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** One <url> per page and language, each listing all language versions as alternates. */
export function renderSitemap(pages: readonly SitemapPage[], siteUrl: string): string {
  const entries = pages.flatMap(({ screen, params = {}, lastmod, languages: pageLanguages = languages }) => {
    const href = (lang: Language) => escapeXml(siteUrl + pathInLanguage(screen, lang, params));
    const alternates = [
      ...pageLanguages.map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${href(lang)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${href("nb")}"/>`,
    ].join("\n");
    const modified = lastmod ? `\n    <lastmod>${escapeXml(lastmod)}</lastmod>` : "";
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
