import { siteConfig } from "~/services/config.server";

export async function loader() {
  const body = ["User-agent: *", "Allow: /", "", `Sitemap: ${siteConfig.siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
