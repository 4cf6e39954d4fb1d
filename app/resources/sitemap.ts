import { articleStore, orFallback } from "~/insights/article-store.server";
import { hasEnglish } from "~/insights/article-view.server";
import { screens } from "~/routing/route-table.js";
import { renderSitemap } from "~/seo/sitemap";
import { siteConfig } from "~/services/config.server";
import { listFounders } from "~/services/founders.server";

export async function loader() {
  const [founders, articles] = await Promise.all([
    listFounders("nb"),
    orFallback("sitemap", articleStore().listArticles(), []),
  ]);
  const pages = [
    ...screens.filter((screen) => screen.inSitemap).map((screen) => ({ screenId: screen.id })),
    ...founders.map((founder) => ({ screenId: "founder", params: { founder: founder.slug } })),
    ...articles.map((article) => ({
      screenId: "article",
      params: { id: article.id },
      lastmod: article.updated_at ?? article.created_at,
      languages: hasEnglish(article) ? (["nb", "en"] as const) : (["nb"] as const),
    })),
  ];
  return new Response(renderSitemap(pages, siteConfig.siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
