import { cardLinks } from "../../support/articles";
import { expect, test } from "../../support/fixtures";

// Where the articles come from is the server's business: the same with and without JavaScript, seen once, without it.

const rows = Array.from({ length: 12 }, (_, index) => ({
  id: `artikkel-${index + 1}`,
  title: `Artikkel ${index + 1} om ${index % 2 ? "søvn" : "stress"}`,
  content: `## Del én\n\nTekst ${index + 1}.\n\n## Del to\n\nMer.`,
  created_at: `2026-0${(index % 9) + 1}-1${index % 10}T08:00:00Z`,
  updated_at: null,
  source: "content_intelligence",
  title_en: `Article ${index + 1}`,
  content_en: `## Part one\n\nText ${index + 1}.`,
  translation_status: index === 0 ? "pending" : "translated",
}));

test("the list, search and an article come from Supabase", async ({ page, fake, backedSite: site }) => {
  fake.data.articles = rows;
  await page.goto(`${site.url}/innsikt`);
  await expect.poll(async () => cardLinks(await page.locator("main").innerHTML()).length).toBe(10);
  await page.getByRole("link", { name: "Neste", exact: true }).click();
  await expect.poll(async () => cardLinks(await page.locator("main").innerHTML()).length).toBe(2);

  await page.goto(`${site.url}/innsikt?q=søvn`);
  const found = cardLinks(await page.locator("main").innerHTML());
  expect(found).toHaveLength(6);

  await page.goto(`${site.url}/en/insights/artikkel-1`);
  await expect(page.locator("article[lang=nb] h1")).toHaveText("Artikkel 1 om stress");
  await page.goto(`${site.url}/en/insights/artikkel-2`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article 2");
  await expect(page.getByRole("navigation", { name: "Contents" }).getByRole("link")).toHaveText(["Part one"]);
});
