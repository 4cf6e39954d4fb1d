import { backendArticle as row } from "../../support/articles";
import { expect, test } from "../../support/fixtures";

// Where the articles come from is the server's business: the same with and without JavaScript, seen
// once, without it. The list, its pages and search from Supabase: http/insights-supabase.spec.ts.

test("an article from Supabase shows in English where translated, and in Norwegian where not", async ({
  page,
  fake,
  backedSite: site,
}) => {
  fake.data.articles = [row("oversatt"), row("ventende", "2026-01-02T00:00:00Z", { translation_status: "pending" })];
  await page.goto(`${site.url}/en/insights/ventende`);
  await expect(page.locator("article[lang=nb] h1")).toHaveText("Artikkel ventende");
  await page.goto(`${site.url}/en/insights/oversatt`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article oversatt");
  await expect(page.getByRole("navigation", { name: "Contents" }).getByRole("link")).toHaveText(["Introduction"]);
});
