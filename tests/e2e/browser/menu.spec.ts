import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

test("the menu opens and every entry leads to its page", async ({ page }) => {
  const { menu } = bundles.en;
  await page.goto("/en/product");
  await page.getByText(menu.label, { exact: true }).click();
  const expected = [
    [menu.home, "/en"],
    [menu.insights, "/en/insights"],
    [menu.product, "/en/product"],
    [menu.business, "/en/business"],
    [menu.youngPeople, "/en/young-people"],
    [menu.vision, "/en/why"],
    [menu.feedback, "/en/feedback"],
    [menu.privacy, "/en/privacy"],
    [menu.security, "/en/security"],
    [menu.aiGuide, "/en/ai-guide"],
    [menu.about, "/en/about"],
    [menu.contact, "/en/contact"],
    // The header's action, last.
    [`${menu.tryFree} ${bundles.en.home.newTab}`, "https://signup.example.com/?lang=en"],
  ] as const;
  const links = page.locator(`header nav[aria-label="${menu.navLabel}"] a`);
  await expect(links).toHaveText(expected.map(([label]) => label));
  for (const [index, [, href]] of expected.entries()) await expect(links.nth(index)).toHaveAttribute("href", href);
  await expect(links.nth(2)).toHaveAttribute("aria-current", "page");
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
