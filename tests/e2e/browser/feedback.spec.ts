import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

// The feedback page is one heading, an intro and a compact grid of the same cards
// (and the same stars) as the home page, with or without a feedback file.
const pages = [
  { path: "/feedback", home: "/", lang: "nb" },
  { path: "/en/feedback", home: "/en", lang: "en" },
] as const;

/** Any dash a quote could start with: hyphen, the Unicode dashes, minus. */
const LEADING_DASH = /^[\p{Pd}\u2212]/u;

const cardsOf = (page: Page) => page.getByRole("main").locator("figure");

/** The distinct left edges of the cards: one per column of the grid. */
async function columns(cards: Locator): Promise<number> {
  const lefts = await cards.evaluateAll((figures) =>
    figures.map((figure) => Math.round(figure.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}

for (const { path, home, lang } of pages) {
  const text = bundles[lang];

  test.describe(`the feedback page ${path}`, () => {
    test("has one heading and no quote that starts with a dash, from the file and from the fallback", async ({
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
        expect(
          quotes.filter((quote) => LEADING_DASH.test(quote.trim())),
          origin,
        ).toEqual([]);
        if (origin === "content file") {
          // content/feedback*.html writes this quote with a leading "– ".
          const dashed =
            lang === "nb" ? "Før eksamen var jeg helt på felgen." : "Before my exams I was completely frazzled.";
          expect(quotes.filter((quote) => quote.trim().startsWith(dashed))).toHaveLength(1);
        }
      }
    });

    test("draws its stars with the home page's star component, with one text alternative each, in three columns on a wide screen and one on a phone", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(home);
      const homeStars = page.locator("#testimonials [data-star-rating]").first();
      await expect(homeStars).toHaveAttribute("aria-label", text.home.testimonials.rating.replace("{{rating}}", "5"));
      await expect(homeStars.locator("svg")).toHaveCount(5);
      const homeMarkup = await homeStars.evaluate((element) => element.outerHTML);

      await page.goto(path);
      const main = page.getByRole("main");
      const ratings = main.locator("figure [data-star-rating]");
      await expect(ratings).toHaveCount(await cardsOf(page).count());
      // The first review in either file is rated 5, like the first on the home page.
      expect(await ratings.first().evaluate((element) => element.outerHTML)).toBe(homeMarkup);
      for (const rating of await ratings.all()) {
        await expect(rating).toHaveAttribute("role", "img");
        await expect(rating).toHaveAttribute("aria-label", /^\d (av|out of) 5 (stjerner|stars)$/);
        expect(await rating.locator("svg:not([aria-hidden='true'])").count()).toBe(0);
      }
      // No star characters left over from the file's own markup.
      expect(await main.innerText()).not.toMatch(/[★☆]/);

      const cards = cardsOf(page);
      await expect(cards).toHaveCount(18);
      // The page's height is content's: `npm run preflight -- --heights` reports it.
      expect(await columns(cards)).toBeGreaterThanOrEqual(3);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await columns(cards)).toBe(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
