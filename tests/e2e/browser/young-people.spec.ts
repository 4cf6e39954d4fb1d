import { localizedPath } from "../../../app/routing/paths";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

// The youth page's promise: help lines a phone calls in one tap, ung.no, and a sign-up that knows who is signing up.
for (const lang of ["nb", "en"] as const) {
  test(`${lang}: the youth page names its help lines as tel: links and signs up as ungdom`, async ({ page }) => {
    await page.goto(localizedPath("youngPeople", lang));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(bundles[lang].screens.youngPeople.heading);
    const helpLines = main.getByRole("region", { name: bundles[lang].youth.help.heading });
    for (const number of ["116 111", "800 33 321", "116 123", "113"]) {
      await expect(helpLines.getByRole("link", { name: number, exact: true })).toHaveAttribute(
        "href",
        `tel:${number.replace(/ /g, "")}`,
      );
    }
    await expect(helpLines.locator('a[href="https://www.ung.no"]')).toHaveCount(1);
    const signup = main.locator('a[href^="https://signup.example.com"]').first();
    const url = new URL((await signup.getAttribute("href")) ?? "");
    expect(url.searchParams.get("lang")).toBe(lang);
    expect(url.searchParams.get("audience")).toBe("ungdom");
  });
}
