import { articleStore, orFallback } from "~/insights/article-store.server";
import { hasEnglish } from "~/insights/article-view.server";
import { type Language, localizedPath } from "~/routing/paths";
import { screens } from "~/routing/route-table.js";
import { renderSitemap, type SitemapPage } from "~/seo/sitemap";
import { siteConfig } from "~/services/config.server";
import { listFounders } from "~/services/founders.server";
import { isDegraded } from "~/utils/request-context.server";

export async function loader() {
  const [founders, articles] = await Promise.all([
    listFounders("nb"),
    orFallback("sitemap", articleStore().listArticles(), []),
  ]);
  const pages: SitemapPage[] = [
    ...screens.flatMap((screen) =>
      "inSitemap" in screen ? [{ pathIn: (lang: Language) => localizedPath(screen.id, lang) }] : [],
    ),
    ...founders.map((founder) => ({
      pathIn: (lang: Language) => localizedPath("founder", lang, { founder: founder.slug }),
    })),
    ...articles.map((article) => ({
      pathIn: (lang: Language) => localizedPath("article", lang, { id: article.id }),
      lastmod: article.updated_at ?? article.created_at,
      languages: hasEnglish(article) ? (["nb", "en"] as const) : (["nb"] as const),
    })),
  ];
  return new Response(renderSitemap(pages, siteConfig.siteUrl), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // A sitemap without the articles of a backend that failed is not kept.
      "Cache-Control": isDegraded() ? "no-store" : "public, max-age=3600",
    },
  });
}
