import { localArticles } from "../../support/articles";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

// The English list keeps every article; those without an English version are marked
// "In Norwegian" and their title and excerpt carry lang="nb".
const PER_PAGE = 10;
const articles = localArticles();
const pageCount = Math.ceil(articles.length / PER_PAGE);
const untranslated = (article: (typeof articles)[number]) =>
  article.translation_status !== "translated" || !article.title_en;

for (let pageNumber = 1; pageNumber <= pageCount; pageNumber++) {
  const onPage = articles.slice((pageNumber - 1) * PER_PAGE, pageNumber * PER_PAGE);
  const query = pageNumber > 1 ? `?page=${pageNumber}` : "";

  test(`/en/insights${query} lists all its articles and marks the untranslated ones; /innsikt${query} marks none`, async ({
    page,
  }) => {
    // The sample articles are a mix, so both kinds of card are checked.
    expect(articles.some(untranslated) && articles.some((article) => !untranslated(article))).toBe(true);
    await page.goto(`/en/insights${query}`);
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
        const norwegian = card.locator('[lang="nb"]');
        await expect(norwegian.filter({ has: page.locator("a") })).toHaveCount(1);
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

    await page.goto(`/innsikt${query}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("article")).toHaveCount(onPage.length);
    await expect(main.getByText(bundles.nb.insights.inNorwegian, { exact: true })).toHaveCount(0);
    await expect(main.getByText(badge, { exact: true })).toHaveCount(0);
    await expect(main.locator("[lang]:not([lang='nb'])")).toHaveCount(0);
  });
}
