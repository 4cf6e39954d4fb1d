import type { Page } from "@playwright/test";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

// next-steps.spec.ts's CSS, the same with and without JavaScript: seen once, without it (the
// footer and the crisis lines, server HTML: http/content.spec.ts).
const demoForm = (page: Page) =>
  page.locator("form").filter({ has: page.locator('input[name="intent"][value="demo"]') });

// At every width the logo is whole, the help entry, the menu and the switcher in view, and nothing wider
// than the screen; the main links show from 1280 px, the header's action beside them from 480 px, and in
// the open menu at every width. A business visitor (cookie, read by the server on the home page) is
// offered the demo instead of the sign-up.
test("the header at 1280, 640, 480 and 320 px, its action beside the logo from 480 px and in the open menu", async ({
  page,
  context,
  baseURL,
}) => {
  const header = page.getByRole("banner");
  for (const [path, { menu }, action, href] of [
    ["/", bundles.nb, bundles.nb.menu.tryFree, "https://signup.example.com/?lang=nb"],
    ["/en/business", bundles.en, bundles.en.menu.tryFree, "https://signup.example.com/?lang=en"],
    ["/", bundles.nb, bundles.nb.menu.requestDemo, "/kontakt?intent=demo&audience=bedrift"],
  ] as const) {
    if (href.startsWith("/")) await context.addCookies([{ name: "audience", value: "bedrift", url: baseURL ?? "" }]);
    await page.goto(path);
    // One load per page: the header's layout is its CSS's at each width.
    for (const [width, wide] of [
      [1280, true],
      [640, false],
      [480, false],
      [320, false],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      const where = `${width} ${path} ${action}`;
      expect((await header.locator("img").first().boundingBox())?.width).toBe(32);
      const menuToggle = header.getByRole("navigation", { name: menu.navLabel }).locator("summary");
      await expect(menuToggle).toBeInViewport({ ratio: 1 });
      await expect(header.locator("summary").first(), "the help entry").toBeInViewport({ ratio: 1 });
      await expect(header.getByRole("link", { name: bundles.nb.language.en })).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      for (const label of [menu.insights, menu.product, menu.business, menu.about]) {
        const link = header.getByRole("link", { name: label, exact: true });
        await expect(link, where).toBeVisible({ visible: wide });
        // On one line, like the help entry beside them.
        if (wide) expect((await link.boundingBox())?.height, `${where} ${label}`).toBeLessThan(40);
      }
      expect((await header.locator("summary").first().boundingBox())?.height, where).toBeLessThan(48);
      // Outside the closed menu, where it shows; then the open menu's copy.
      const inHeader = header.getByRole("link", { name: new RegExp(action) }).first();
      if (width >= 480) await expect(inHeader, where).toBeInViewport({ ratio: 1 });
      if (width >= 480) await expect(inHeader, where).toHaveAttribute("href", href);
      await menuToggle.click();
      const inMenu = header
        .getByRole("navigation", { name: menu.navLabel })
        .getByRole("link", { name: new RegExp(action) });
      await expect(inMenu, where).toBeVisible();
      await expect(inMenu, where).toHaveAttribute("href", href);
      await menuToggle.click();
      await expect(inMenu, where).toBeHidden();
    }
  }
});

/** WCAG relative luminance of a computed `rgb(r, g, b)` colour. */
function luminance(color: string) {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test("the focus ring stands out (3:1) on the dark next-step band, and on the light card in it", async ({ page }) => {
  const band = page.locator("[data-next-step]");
  const contact = band.getByRole("link", { name: bundles.nb.nextStep.contact, exact: true });
  for (const [path, control, on] of [
    ["/about", band.getByRole("link").first(), "[data-next-step]"],
    ["/about", contact, "[data-next-step]"],
    ["/bedrift", contact, "[data-next-step]"],
    ["/bedrift", demoForm(page).getByRole("button", { name: bundles.nb.contact.submit }), ".bg-white"],
  ] as const) {
    await page.goto(path);
    await control.focus();
    /** The ring's contrast with what is behind it; polled, as a button's colours may still be changing. */
    const contrast = async () => {
      const { outline, style, background } = await control.evaluate((element, selector) => {
        const computed = getComputedStyle(element);
        const backdrop = element.closest(selector) ?? document.body;
        return {
          outline: computed.outlineColor,
          style: computed.outlineStyle,
          background: getComputedStyle(backdrop).backgroundColor,
        };
      }, on);
      const [ring, behind] = [luminance(outline), luminance(background)];
      return style === "solid" ? (Math.max(ring, behind) + 0.05) / (Math.min(ring, behind) + 0.05) : 0;
    };
    await expect.poll(contrast, path).toBeGreaterThanOrEqual(3);
  }
});
