import en from "../../../app/i18n/en.json" with { type: "json" };
import nb from "../../../app/i18n/nb.json" with { type: "json" };
import { expect, test } from "../../support/fixtures";

// The app's screens are drawn in HTML with their text from the translation bundles (checked in
// the server HTML: http/pages.spec.ts); here, that the home hero shows one, seen.

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
      const drawn = screen.locator("[data-app-screen]");
      await expect(drawn).toContainText(mockups.conversation.messages[0]?.text ?? "");
      // Seen, not only present: a good part of a phone's height.
      expect((await drawn.boundingBox())?.height).toBeGreaterThan(250);
      await expect(hero.locator("img")).toHaveCount(0);
    }
  });
}
