import type { Locator } from "@playwright/test";
import sharp from "sharp";
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
    // Drawn: the first row's five stars are amber from end to end (a mask that fails to load draws nothing).
    const { data, info } = await sharp(await ratings.first().screenshot())
      .raw()
      .toBuffer({ resolveWithObject: true });
    const amberColumns = new Set<number>();
    for (let pixel = 0; pixel < info.width * info.height; pixel += 1) {
      const red = data[pixel * info.channels] ?? 0;
      const blue = data[pixel * info.channels + 2] ?? 0;
      if (red > 180 && red - blue > 120) amberColumns.add(pixel % info.width);
    }
    expect(Math.min(...amberColumns)).toBeLessThan(info.width * 0.1);
    expect(Math.max(...amberColumns)).toBeGreaterThan(info.width * 0.9);
    for (const rating of await ratings.all()) {
      await expect(rating).toHaveAttribute("role", "img");
      const label = await rating.getAttribute("aria-label");
      const stars = Number(label?.match(/^(\d) (av|out of) 5 (stjerner|stars)$/)?.[1]);
      // The filled part of the row covers as many of its five stars as the label says.
      const row = await rating.boundingBox();
      const filled = await rating.locator("[data-filled-stars]").boundingBox();
      expect(Math.round(((filled?.width ?? 0) / (row?.width ?? 1)) * 5), label ?? "").toBe(stars);
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
