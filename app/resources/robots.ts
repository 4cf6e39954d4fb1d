import { siteConfig } from "~/services/config.server";
import { textResponse } from "./text-response.server";

export async function loader() {
  const body = ["User-agent: *", "Allow: /", "", `Sitemap: ${siteConfig.siteUrl}/sitemap.xml`, ""].join("\n");
  return textResponse(body, "text/plain", "public, max-age=3600");
}
