import { expect, test } from "../../support/fixtures";

test("the menu opens and every entry leads to its page", async ({ page }) => {
  await page.goto("/en/product");
  await page.getByText("Menu", { exact: true }).click();
  const expected = [
    ["Home", "/en"],
    ["Insights", "/en/insights"],
    ["Product", "/en/product"],
    ["For employers", "/en/business"],
    ["For young people", "/en/young-people"],
    ["Why Sinnsro", "/en/why"],
    ["Feedback", "/en/feedback"],
    ["Privacy", "/en/privacy"],
    ["Safety and security", "/en/security"],
    ["How the AI advisor works", "/en/ai-guide"],
    ["About us", "/en/about"],
    ["Contact us", "/en/contact"],
    // The header's action, last.
    ["Try for free (opens in a new tab)", "https://signup.example.com/?lang=en"],
  ];
  const links = page.locator('header nav[aria-label="Main menu"] a');
  await expect(links).toHaveText(expected.map(([label]) => label as string));
  for (const [index, [, href]] of expected.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", href as string);
  }
  await expect(links.nth(2)).toHaveAttribute("aria-current", "page");
  await links.filter({ hasText: "Safety and security" }).click();
  await expect(page).toHaveURL(/\/en\/security$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Safety");
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Hopp til hovedinnholdet" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
