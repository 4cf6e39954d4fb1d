import { localizedPath } from "../../../app/routing/paths";
import founders from "../../../content/founders.json" with { type: "json" };
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

// Server HTML, the same with and without JavaScript: seen once, without it (the product page's
// sections and next step: http/content.spec.ts).

test("the founder pages show only their own section of the about content, and link back", async ({ page }) => {
  await page.goto("/kari-nordmann");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kari Nordmann");
  const main = page.getByRole("main");
  // The name is the h1 and nothing else: the content section does not repeat it as a heading.
  await expect(main.getByRole("heading", { name: "Kari Nordmann", exact: true })).toHaveCount(1);
  await expect(main.getByRole("heading", { name: "Ola Nordmann" })).toHaveCount(0);
  await expect(main.getByRole("link", { name: bundles.nb.founders.backToAbout })).toHaveAttribute("href", "/about");
  await page.goto("/en/ola-nordmann");
  await expect(main.getByRole("heading", { name: "Kari Nordmann" })).toHaveCount(0);
  await expect(main.getByRole("link", { name: bundles.en.founders.backToAbout })).toHaveAttribute("href", "/en/about");
});

for (const lang of ["nb", "en"] as const) {
  test(`${lang}: the about page presents each founder once, in the founders section`, async ({ page }) => {
    await page.goto(localizedPath("about", lang));
    const main = page.getByRole("main");
    const section = main.getByRole("region", { name: bundles[lang].about.foundersHeading });
    for (const founder of founders) {
      await expect(main.getByRole("heading", { name: founder.name, exact: true })).toHaveCount(1);
      await expect(section.getByRole("heading", { name: founder.name, exact: true })).toBeVisible();
      await expect(section.getByRole("img", { name: founder.image.alt[lang] })).toHaveAttribute(
        "src",
        founder.image.src,
      );
    }
  });
}
