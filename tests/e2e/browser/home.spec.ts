import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

test("the product page lands on the section a home page card links to", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: bundles.nb.home.features.cards.mindfulness.title }).click();
  await expect(page).toHaveURL(/\/product#mindfulness$/);
  await expect(page.locator("#mindfulness")).toBeInViewport();
});
