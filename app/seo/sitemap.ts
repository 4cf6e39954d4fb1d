import { type Language, languages, localizedPath, type RouteParams } from "~/routing/paths";

export type SitemapPage = { screenId: string; params?: RouteParams };

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** One <url> per page and language, each listing all language versions as alternates. */
export function renderSitemap(pages: readonly SitemapPage[], siteUrl: string): string {
  const entries = pages.flatMap(({ screenId, params }) => {
    const href = (lang: Language) => escapeXml(siteUrl + localizedPath(screenId, lang, params));
    const alternates = [
      ...languages.map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${href(lang)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${href("nb")}"/>`,
    ].join("\n");
    return languages.map((lang) => `  <url>\n    <loc>${href(lang)}</loc>\n${alternates}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
