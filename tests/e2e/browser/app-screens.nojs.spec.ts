import en from "../../../app/i18n/en.json" with { type: "json" };
import nb from "../../../app/i18n/nb.json" with { type: "json" };
import { expect, test } from "../../support/fixtures";

// The app's screens are drawn in HTML with their text from the translation bundles: server HTML,
// the same with and without JavaScript (React reports any hydration mismatch: pages.js.spec.ts).

// A text is the bundle's when, written as JSON, it is part of the bundle's JSON: its own quotes
// are escaped there, so it cannot span two strings (the keys are there too: words no screen shows).
const bundles = { nb: JSON.stringify(nb.mockups), en: JSON.stringify(en.mockups) };
const inBundle = (text: string, lang: "nb" | "en") => bundles[lang].includes(JSON.stringify(text).slice(1, -1));
// Text a screen may show in either language: the phone's clock, figures, units.
const languageNeutral = /^[\d\s%:+−.,·-]*$/;

for (const [lang, paths] of [
  ["nb", ["/", "/product", "/bedrift"]],
  ["en", ["/en", "/en/product", "/en/business"]],
] as const) {
  for (const path of paths) {
    test(`${path}: every text on the drawn app screens comes from the ${lang} bundle`, async ({ page }) => {
      await page.goto(path);
      const texts = await page.locator("[data-app-screen]").evaluateAll((screens) =>
        screens.flatMap((screen) => {
          const walker = document.createTreeWalker(screen, NodeFilter.SHOW_TEXT);
          const found: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node.textContent ?? "");
          return found.map((text) => text.trim()).filter(Boolean);
        }),
      );
      expect(texts.length).toBeGreaterThan(10);
      const foreign = texts.filter((text) => !languageNeutral.test(text) && !inBundle(text, lang));
      expect(foreign).toEqual([]);
    });
  }
}

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
