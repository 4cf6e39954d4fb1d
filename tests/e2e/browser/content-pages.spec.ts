import { localizedPath } from "../../../app/routing/paths";
import founders from "../../../content/founders.json" with { type: "json" };
import { contentPages } from "../../support/content-pages";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { axeViolations } from "../../support/page-checks";

for (const lang of ["nb", "en"] as const) {
  for (const page of contentPages(lang)) {
    test(`${page.path} shows its content file, and its fallback without one`, async ({
      page: browserPage,
      bareSite,
      javaScriptEnabled,
    }) => {
      await browserPage.goto(page.path);
      const main = browserPage.getByRole("main");
      await expect(main.getByText(page.content, { exact: false }).first()).toBeVisible();
      await expect(main.getByText(page.fallback, { exact: true })).toHaveCount(0);

      await browserPage.goto(`${bareSite.url}${page.path}`);
      await expect(main.getByText(page.fallback, { exact: true }).first()).toBeVisible();
      await expect(browserPage.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axeViolations(browserPage, { javaScriptEnabled })).toEqual([]);
    });
  }
}

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

  test("lands on the section a home page card links to", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: bundles.nb.home.features.cards.mindfulness.title }).click();
    await expect(page).toHaveURL(/\/product#mindfulness$/);
    await expect(page.locator("#mindfulness")).toBeInViewport();
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
