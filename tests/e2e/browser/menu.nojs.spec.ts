import { localizedPath, menuScreens } from "../../../app/routing/paths";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

// Server HTML and CSS (a <details> menu, a plain skip link): the same with and without JavaScript,
// seen once, without it (the menu's keys: menu.js.spec.ts).

test("the menu opens and every entry leads to its page", async ({ page }) => {
  const { menu } = bundles.en;
  await page.goto("/en/product");
  await page.getByText(menu.label, { exact: true }).click();
  // The route table's menu pages in its order, each named as in the bundle, then the header's action.
  const expected = [
    ...menuScreens.map((screen) => [menu[screen.id], localizedPath(screen.id, "en")] as const),
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

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: bundles.nb.site.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
