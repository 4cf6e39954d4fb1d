import type { Page } from "@playwright/test";
import { screens } from "../../../app/routing/route-table.js";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

/** The menu's links: the route table's pages, by group, then the header's action. */
const MENU_LINKS = screens.filter((screen) => "inMenu" in screen).length + 1;

const toggleOf = (page: Page) => page.getByRole("navigation", { name: "Hovedmeny" }).locator("summary");
const linksOf = (page: Page) => page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link");

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  // Once the app has hydrated, ArrowDown on the toggle opens the menu at its first link.
  await expect(async () => {
    await toggleOf(page).press("ArrowDown");
    await expect(linksOf(page).first()).toBeFocused({ timeout: 500 });
  }).toPass();
  await page.keyboard.press("Escape");
});

test("Enter, arrows, Home/End and Escape move through the menu's links", async ({ page }) => {
  const toggle = toggleOf(page);
  const items = linksOf(page);
  await expect(toggle).toBeFocused();
  await expect(items.first()).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(items).toHaveCount(MENU_LINKS);
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(items.last()).toBeFocused();
  await page.keyboard.press("Home");
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("End");
  await expect(items.nth(MENU_LINKS - 1)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(items.first()).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(items.last()).toBeFocused();
  // Focus leaving the menu closes it, and so does a click outside.
  await page.keyboard.press("Tab");
  await expect(items.first()).toBeHidden();
  await toggle.click();
  await expect(items.first()).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(items.first()).toBeHidden();
});

test("type-ahead jumps to matching items and forgets after 1 s", async ({ page }) => {
  await toggleOf(page).click();
  const items = linksOf(page);
  await expect(items.first()).toBeFocused();
  /** Types a key and checks the item it leaves focused (case does not matter). */
  const type = async (key: string, label: string) => {
    await page.keyboard.press(key);
    await expect(items.filter({ hasText: label })).toBeFocused();
  };
  const { menu } = bundles.nb;
  await type("t", menu.feedback);
  await type("r", menu.security); // "tr": a prefix
  await type("x", menu.security); // "trx": nothing matches, focus stays
  await page.clock.runFor(1_100);
  await type("p", menu.tryFree); // the header's action, last in the menu
  await type("r", menu.tryFree); // "pr": the current item still matches
  await page.clock.runFor(1_100);
  await type("p", "Produkt"); // from the last item on to the first
  await type("p", "Personvern"); // "pp": one letter repeated cycles through the items with it
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/personvern$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Personvern");
  await expect(items.first()).toBeHidden();
});
