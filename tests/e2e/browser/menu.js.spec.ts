import { expect, test } from "../../support/fixtures";

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  // The disclosure becomes a menu button once the app has hydrated.
  await expect(page.getByRole("button", { name: "Meny" })).toBeVisible();
});

test("Enter, arrows, Home/End and Escape follow the WAI-ARIA menu button pattern", async ({ page }) => {
  const button = page.getByRole("button", { name: "Meny" });
  await expect(button).toHaveAttribute("aria-haspopup", "menu");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const items = page.getByRole("menuitem");
  await expect(items).toHaveCount(10);
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(items.last()).toBeFocused();
  await page.keyboard.press("Home");
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("End");
  await expect(items.nth(9)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(items.last()).toBeFocused();
});

test("type-ahead jumps to matching items and forgets after 1 s", async ({ page }) => {
  await page.getByRole("button", { name: "Meny" }).click();
  const items = page.getByRole("menuitem");
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("t");
  await expect(items.filter({ hasText: "Tilbakemeldinger" })).toBeFocused();
  await page.keyboard.press("r");
  await expect(items.filter({ hasText: "Trygghet" })).toBeFocused();
  await page.clock.runFor(1_100);
  await page.keyboard.press("p");
  await expect(items.filter({ hasText: "Produkt" })).toBeFocused();
  await page.keyboard.press("p");
  await expect(items.filter({ hasText: "Personvern" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/personvern$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Personvern");
});

test("a click outside closes the menu", async ({ page }) => {
  await page.getByRole("button", { name: "Meny" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(page.getByRole("menu")).toBeHidden();
});
