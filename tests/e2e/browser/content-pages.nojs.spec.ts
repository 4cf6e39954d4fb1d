import { localizedPath } from "../../../app/routing/paths";
import founders from "../../../content/founders.json" with { type: "json" };
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

// Server HTML, the same with and without JavaScript: seen once, without it.

test.describe("the product page", () => {
  const anchors = ["dagbok", "mental-trening", "mindfulness", "ai-veileder", "podcast", "innsikt"];
  for (const origin of ["content file", "fallback"] as const) {
    test(`has every feature section id in its ${origin}`, async ({ page, bareSite }) => {
      const base = origin === "fallback" ? bareSite.url : "";
      for (const product of ["/product", "/en/product"]) {
        await page.goto(`${base}${product}`);
        for (const anchor of anchors) await expect(page.locator(`main #${anchor}`)).toHaveCount(1);
      }
    });
  }

  test("its fallback's contact note is the page's next step, said once", async ({ page, bareSite }) => {
    await page.goto(`${bareSite.url}/product`);
    const { contactHeading } = bundles.nb.product.fallback;
    await expect(page.locator("#next-step-heading")).toHaveText(contactHeading);
    await expect(page.getByText(contactHeading)).toHaveCount(1);
  });
});

test.describe("the founder pages", () => {
  test("show only their own section of the about content, and link back", async ({ page }) => {
    await page.goto("/kari-nordmann");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kari Nordmann");
    const main = page.getByRole("main");
    // The name is the h1 and nothing else: the content section does not repeat it as a heading.
    await expect(main.getByRole("heading", { name: "Kari Nordmann", exact: true })).toHaveCount(1);
    await expect(main.getByRole("heading", { name: "Ola Nordmann" })).toHaveCount(0);
    await expect(main.getByRole("link", { name: bundles.nb.founders.backToAbout })).toHaveAttribute("href", "/about");
    await page.goto("/en/ola-nordmann");
    await expect(main.getByRole("heading", { name: "Kari Nordmann" })).toHaveCount(0);
    await expect(main.getByRole("link", { name: bundles.en.founders.backToAbout })).toHaveAttribute(
      "href",
      "/en/about",
    );
  });
});

test.describe("the about page", () => {
  for (const lang of ["nb", "en"] as const) {
    test(`${lang}: presents each founder once, in the founders section`, async ({ page }) => {
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
});
