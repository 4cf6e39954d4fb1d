import { expect, test } from "../../support/fixtures";

const SITE = "https://www.example.com";
const youthPages = { nb: "/ungdom", en: "/en/young-people" } as const;

test("the youth pages name each other as their nb and en alternates and are in the sitemap", async ({ request }) => {
  for (const path of Object.values(youthPages)) {
    const html = await (await request.get(path)).text();
    for (const [lang, alternate] of Object.entries(youthPages)) {
      expect(html).toContain(`<link rel="alternate" hrefLang="${lang}" href="${SITE}${alternate}"/>`);
    }
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of Object.values(youthPages)) expect(sitemap).toContain(`<loc>${SITE}${path}</loc>`);
});
