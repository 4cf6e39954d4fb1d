import { localArticles } from "../../support/articles";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

// The English list keeps every article; those without an English version are marked
// "In Norwegian" and their title and excerpt carry lang="nb". The first page of the sample articles
// has both kinds (every page is drawn alike).
const onPage = localArticles().slice(0, 10);
const untranslated = (article: (typeof onPage)[number]) =>
  article.translation_status !== "translated" || !article.title_en;

test("/en/insights lists all its articles and marks the untranslated ones; /innsikt marks none", async ({ page }) => {
  expect(onPage.some(untranslated) && onPage.some((article) => !untranslated(article))).toBe(true);
  await page.goto("/en/insights");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(onPage.length);
  const badge = bundles.en.insights.inNorwegian;
  for (const [index, article] of onPage.entries()) {
    const card = cards.nth(index);
    const title = card.getByRole("heading", { level: 2 });
    await expect(card.getByRole("link").first()).toHaveAttribute("href", `/en/insights/${article.id}`);
    if (untranslated(article)) {
      await expect(title).toHaveText(article.title);
      await expect(title).toHaveAttribute("lang", "nb");
      await expect(card.getByText(badge, { exact: true })).toBeVisible();
      // The title and the excerpt are marked Norwegian; the card and its badge stay English.
      await expect(card.locator('p[lang="nb"]')).toHaveCount(1);
      await expect(card.locator('p[lang="nb"]')).not.toBeEmpty();
      await expect(card.getByText(badge, { exact: true })).not.toHaveAttribute("lang", "nb");
    } else {
      await expect(title).toHaveText(article.title_en ?? "");
      await expect(card.getByText(badge, { exact: true })).toHaveCount(0);
      await expect(card.locator('[lang="nb"]')).toHaveCount(0);
    }
    await expect(card).not.toHaveAttribute("lang", "nb");
  }

  await page.goto("/innsikt");
  const main = page.getByRole("main");
  await expect(main.getByRole("article")).toHaveCount(onPage.length);
  await expect(main.getByText(bundles.nb.insights.inNorwegian, { exact: true })).toHaveCount(0);
  await expect(main.getByText(badge, { exact: true })).toHaveCount(0);
  await expect(main.locator("[lang]:not([lang='nb'])")).toHaveCount(0);
});
