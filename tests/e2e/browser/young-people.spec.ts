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

test("where the youth audience is chosen, the sign-up stays and the youth page is one link away", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "audience", value: "ungdom", url: baseURL ?? "" }]);
  for (const lang of ["nb", "en"] as const) {
    const text = bundles[lang];
    const youthPage = localizedPath("youngPeople", lang);
    await page.goto(localizedPath("home", lang));
    const audienceSection = page.getByRole("region", {
      name: text.home.audience.headingStart + text.home.audience.headingHighlight,
    });
    await expect(audienceSection.getByRole("link", { name: text.youth.pageLink })).toHaveAttribute("href", youthPage);
    const nextStep = page.locator("[data-next-step]");
    await expect(nextStep.getByRole("link", { name: text.youth.pageLink })).toHaveAttribute("href", youthPage);
    const signup = nextStep.getByRole("link", { name: new RegExp(text.nextStep.ungdom.action) });
    expect(new URL((await signup.getAttribute("href")) ?? "").searchParams.get("audience")).toBe("ungdom");
  }
});
