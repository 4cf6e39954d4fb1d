import { localizedPath, menuGroups, menuScreens } from "../../../app/routing/paths";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

// Server HTML and CSS (a <details> menu, a plain skip link): the same with and without JavaScript,
// seen once, without it (the menu's keys: menu.js.spec.ts).

test("the menu opens and every entry leads to its page", async ({ page }) => {
  const { menu } = bundles.en;
  await page.goto("/en/product");
  await page.getByText(menu.label, { exact: true }).click();
  // The route table's menu pages by group, in its order, each named as in the bundle, then the header's action.
  const grouped = menuGroups.flatMap((group) => menuScreens.filter((screen) => screen.inMenu === group));
  await expect(page.locator("header nav p")).toHaveText(menuGroups.map((group) => menu.groups[group]));
  const expected = [
    ...grouped.map((screen) => [menu[screen.id], localizedPath(screen.id, "en")] as const),
    [`${menu.tryFree} ${bundles.en.home.newTab}`, "https://signup.example.com/?lang=en"] as const,
  ];
  const links = page.locator(`header nav[aria-label="${menu.navLabel}"] a`);
  await expect(links).toHaveText(expected.map(([label]) => label));
  for (const [index, [, href]] of expected.entries()) await expect(links.nth(index)).toHaveAttribute("href", href);
  await expect(links.filter({ hasText: menu.product })).toHaveAttribute("aria-current", "page");
  await links.filter({ hasText: menu.security }).click();
  await expect(page).toHaveURL(/\/en\/security$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bundles.en.screens.security.heading);
});

// WCAG 1.4.10: on a phone held sideways, at 200 % zoom of a 1280 × 800 window and at 400 % of 1280 × 1024, the open
// menu scrolls within the screen, and its last entry can be reached and followed.
test("every entry of the open menu can be reached at 844 × 390, 640 × 400 and 320 × 256", async ({ page }) => {
  const { menu } = bundles.nb;
  const nav = page.getByRole("navigation", { name: menu.navLabel });
  const last = nav.getByRole("link").last();
  await page.goto("/");
  await nav.locator("summary").click();
  for (const viewport of [
    { width: 844, height: 390 },
    { width: 640, height: 400 },
    { width: 320, height: 256 },
  ]) {
    await page.setViewportSize(viewport);
    await last.scrollIntoViewIfNeeded();
    await expect(last, `${viewport.width} × ${viewport.height}`).toBeInViewport({ ratio: 1 });
    await expect(last).toHaveText(new RegExp(menu.tryFree));
  }
  await nav.getByRole("link", { name: menu.security }).click();
  await expect(page).toHaveURL(/\/trygghet$/);
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: bundles.nb.site.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
