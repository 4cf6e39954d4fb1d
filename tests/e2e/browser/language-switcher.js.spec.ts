import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

test("the switcher keeps the hash as well, without a full page load", async ({ page }) => {
  await page.goto("/hvorfor?x=1#main");
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  const english = page.getByRole("banner").getByRole("link", { name: bundles.nb.language.en });
  await expect(english).toHaveAttribute("href", "/en/why?x=1&lang=en#main");
  await english.click();
  await expect(page).toHaveURL(/\/en\/why\?x=1#main$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bundles.en.screens.vision.heading);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "lang");
  expect(cookie?.value).toBe("en");
});
