import { localizedPath } from "../../../app/routing/paths";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

test("the product page lands on the section a home page card links to", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: bundles.nb.home.features.cards.mindfulness.title }).click();
  await expect(page).toHaveURL(/\/product#mindfulness$/);
  await expect(page.locator("#mindfulness")).toBeInViewport();
});

test.describe("the business section on the vision page", () => {
  for (const lang of ["nb", "en"] as const) {
    test(`${lang}: shows it only to the business audience`, async ({ page, context, baseURL, javaScriptEnabled }) => {
      const text = bundles[lang].vision.business;
      const [path, contact] = [localizedPath("vision", lang), localizedPath("contact", lang)];
      await page.goto(path);
      await expect(page.getByRole("heading", { name: text.heading })).toHaveCount(0);

      // The choice as the site stores it: the cookie the server renders from; in the browser,
      // localStorage alone is enough (it wins there).
      if (javaScriptEnabled) await page.evaluate(() => localStorage.setItem("selectedAudience", "bedrift"));
      else await context.addCookies([{ name: "audience", value: "bedrift", url: baseURL ?? "" }]);
      await page.goto(path);
      const section = page.getByRole("region", { name: text.heading });
      await expect(section).toBeVisible();
      await expect(section.getByRole("listitem")).toHaveCount(
        text.cards.length + text.benefits.length + text.security.length,
      );
      await expect(section.getByRole("link", { name: text.bookDemo })).toHaveAttribute(
        "href",
        `${contact}?intent=demo&audience=bedrift`,
      );
      await expect(section.getByRole("link", { name: text.askAboutAgreement })).toHaveAttribute(
        "href",
        `${contact}?intent=contact&audience=bedrift`,
      );
    });
  }
});
