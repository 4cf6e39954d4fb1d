import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

// The feedback page is one heading, an intro and a compact grid of the same cards
// (and the same stars) as the home page, with or without a feedback file: server HTML and CSS,
// the same with and without JavaScript, seen once, without it.
const pages = [
  { path: "/feedback", lang: "nb" },
  { path: "/en/feedback", lang: "en" },
] as const;

const cardsOf = (page: Page) => page.getByRole("main").locator("figure");

/** The distinct left edges of the cards: one per column of the grid. */
async function columns(cards: Locator): Promise<number> {
  const lefts = await cards.evaluateAll((figures) =>
    figures.map((figure) => Math.round(figure.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}

for (const { path, lang } of pages) {
  const text = bundles[lang];

  test(`${path} has one heading and its quotes without their leading dash, from the file and from the fallback`, async ({
    page,
    bareSite,
  }) => {
    for (const origin of ["content file", "fallback"] as const) {
      await page.goto(origin === "fallback" ? `${bareSite.url}${path}` : path);
      const main = page.getByRole("main");
      // Substring match: a second heading such as "… say about Sinnsro" would count too.
      await expect(main.getByRole("heading", { name: text.screens.feedback.heading })).toHaveCount(1);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(text.screens.feedback.heading);
      // Between the h1 and the first card there is no other heading (the file's own title was one).
      const heading = "self::h2 or self::h3 or self::h4 or self::h5 or self::h6";
      await expect(main.locator(`xpath=(.//figure)[1]/preceding::*[ancestor::main][${heading}]`)).toHaveCount(0);

      const quotes = await main.locator("blockquote").allInnerTexts();
      expect(quotes, origin).toHaveLength(origin === "fallback" ? 3 : 18);
      if (origin === "content file") {
        // content/feedback*.html writes this quote with a leading "– ", which the page leaves out
        // (every form of dash: tests/unit/parse-testimonials.test.ts).
        const dashed =
          lang === "nb" ? "Før eksamen var jeg helt på felgen." : "Before my exams I was completely frazzled.";
        expect(quotes.filter((quote) => quote.trim().startsWith(dashed))).toHaveLength(1);
      }
    }
  });

  test(`${path} draws the home page's stars, with one text alternative each, in three columns on a wide screen and one on a phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    const main = page.getByRole("main");
    const cards = cardsOf(page);
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
