import en from "../../../app/i18n/en.json" with { type: "json" };
import nb from "../../../app/i18n/nb.json" with { type: "json" };
import { expect, test } from "../../support/fixtures";

// The app's screens are pictures in the page's language (checked in the server HTML:
// http/pages.spec.ts); here, that the home hero shows one, loaded first and seen.

for (const [path, { mockups }] of [
  ["/", nb],
  ["/en", en],
] as const) {
  test(`${path}: the home hero shows the product, a conversation with the advisor`, async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const hero = page.locator("section[aria-labelledby='hero-heading']");
      const screen = hero.locator("figure", { hasText: mockups.conversation.caption });
      await expect(screen).toHaveCount(1);
      const picture = screen.locator("[data-app-screen] img");
      await expect(picture).not.toHaveAttribute("loading", "lazy");
      expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      // Seen, not only present: a good part of a phone's height.
      expect((await picture.boundingBox())?.height).toBeGreaterThan(250);
      await expect(hero.locator("img")).toHaveCount(1);
    }
  });
}
