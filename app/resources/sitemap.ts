import { articleStore, orFallback } from "~/insights/article-store.server";
import { hasEnglish } from "~/insights/article-view.server";
import { defaultLanguage, languages } from "~/routing/paths";
import { screens } from "~/routing/route-table.js";
import { renderSitemap, type SitemapPage } from "~/seo/sitemap";
import { siteConfig } from "~/services/config.server";
import { listFounders } from "~/services/founders.server";
import { isDegraded } from "~/utils/request-context.server";
import { textResponse } from "./text-response.server";

export async function loader() {
  const [founders, articles] = await Promise.all([
    listFounders("nb"),
    orFallback("sitemap", articleStore().listArticles(), []),
  ]);
  const pages: SitemapPage[] = [
    ...screens.filter((screen) => "inMenu" in screen).map((screen) => ({ screen: screen.id })),
    ...founders.map((founder) => ({ screen: "founder" as const, params: { founder: founder.slug } })),
    ...articles.map((article) => ({
      screen: "article" as const,
      params: { id: article.id },
      lastmod: article.updated_at ?? article.created_at,
      languages: hasEnglish(article) ? languages : [defaultLanguage],
    })),
  ];
  // A sitemap without the articles of a backend that failed is not kept.
  const cacheControl = isDegraded() ? "no-store" : "public, max-age=3600";
  return textResponse(renderSitemap(pages, siteConfig.siteUrl), "application/xml", cacheControl);
}
