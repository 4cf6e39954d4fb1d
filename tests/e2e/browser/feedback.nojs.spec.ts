import type { Locator } from "@playwright/test";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

// The feedback page's grid of the same cards (and the same stars) as the home page: server HTML and
// CSS, the same with and without JavaScript, seen once, without it (its heading and quotes, from the
// file or the fallback: http/content.spec.ts).
const pages = [
  { path: "/feedback", lang: "nb" },
  { path: "/en/feedback", lang: "en" },
] as const;

/** The distinct left edges of the cards: one per column of the grid. */
async function columns(cards: Locator): Promise<number> {
  const lefts = await cards.evaluateAll((figures) =>
    figures.map((figure) => Math.round(figure.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}

for (const { path, lang } of pages) {
  const text = bundles[lang];

  test(`${path} draws the home page's stars, with one text alternative each, in three columns on a wide screen and one on a phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    const main = page.getByRole("main");
    const cards = main.locator("figure");
    await expect(cards).toHaveCount(18);
    const ratings = main.locator("figure [data-star-rating]");
    await expect(ratings).toHaveCount(18);
    // The first review in either file is rated 5: the home page's five stars, and its words for them.
    const rating = text.home.testimonials.rating.replace("{{rating}}", "5");
    await expect(ratings.first()).toHaveAttribute("aria-label", rating);
    await expect(ratings.first().locator("svg")).toHaveCount(5);
    for (const rating of await ratings.all()) {
      await expect(rating).toHaveAttribute("role", "img");
      await expect(rating).toHaveAttribute("aria-label", /^\d (av|out of) 5 (stjerner|stars)$/);
      expect(await rating.locator("svg:not([aria-hidden='true'])").count()).toBe(0);
    }
    // No star characters left over from the file's own markup.
    expect(await main.innerText()).not.toMatch(/[★☆]/);

    // The page's height is content's: `npm run preflight -- --heights` reports it.
    expect(await columns(cards)).toBeGreaterThanOrEqual(3);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await columns(cards)).toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
