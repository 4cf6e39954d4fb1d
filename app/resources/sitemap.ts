import { screens } from "~/routing/route-table.js";
import { renderSitemap } from "~/seo/sitemap";
import { siteConfig } from "~/services/config.server";
import { listFounders } from "~/services/founders.server";

export async function loader() {
  const founders = await listFounders("nb");
  const pages = [
    ...screens.filter((screen) => screen.inSitemap).map((screen) => ({ screenId: screen.id })),
    ...founders.map((founder) => ({ screenId: "founder", params: { founder: founder.slug } })),
  ];
  return new Response(renderSitemap(pages, siteConfig.siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
