import { expect, test } from "../../support/fixtures";
import { sitePages } from "../../support/site-pages";

// Each page says each thing once. On a phone (390 px), with the content files the project ships,
// these pages stay within a height; every page shows each of the app's screens at most once.
const MAX_PHONE_HEIGHT: Partial<Record<string, number>> = { home: 6_500, product: 8_000, vision: 6_000 };

for (const { path, screen } of sitePages()) {
  test(`${path}: within its phone height, each app screen at most once`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    // Blocks far down the page skip rendering until they come near (content-visibility: auto), and
    // count with an estimated height till then: measure them drawn, as a visitor who scrolls sees them.
    await page.locator(".render-when-near").evaluateAll((blocks) => {
      for (const block of blocks) if (block instanceof HTMLElement) block.style.contentVisibility = "visible";
    });
    await page.evaluate(() => document.fonts.ready);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // Printed, so a run shows every page's height (the number to watch when a page grows).
    console.log(`height at 390 px: ${path} ${height} px`);
    expect(height).toBeLessThanOrEqual(MAX_PHONE_HEIGHT[screen] ?? Number.POSITIVE_INFINITY);
    const shown = await page
      .locator("[data-app-screen]")
      .evaluateAll((drawn) => drawn.map((screen) => screen.getAttribute("data-app-screen")));
    expect(shown.filter((name, index) => shown.indexOf(name) !== index)).toEqual([]);
  });
}
