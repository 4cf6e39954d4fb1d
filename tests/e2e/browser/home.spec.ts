import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

const homes = [
  { path: "/", lang: "nb", product: "/product" },
  { path: "/en", lang: "en", product: "/en/product" },
] as const;

/** The home page's section headings in the order the home page presents them. */
function expectedSectionHeadings(lang: "nb" | "en"): string[] {
  const home = bundles[lang].home;
  return [
    home.hero.heading,
    home.newEra.heading,
    home.benefits.heading,
    home.features.heading,
    home.socialProof.heading,
    home.testimonials.heading,
    home.differentiation.headingStart + home.differentiation.headingHighlight,
    home.audience.headingStart + home.audience.headingHighlight,
    bundles[lang].nextStep.personlig.heading,
  ];
}

for (const home of homes) {
  test.describe(`home page ${home.path}`, () => {
    test("shows every section in order, each named by its heading, then the footer", async ({ page }) => {
      await page.goto(home.path);
      const headings = await page
        .locator("main section")
        .evaluateAll((sections) => sections.map((section) => section.querySelector("h1, h2")?.textContent?.trim()));
      expect(headings).toEqual(expectedSectionHeadings(home.lang));
      for (const heading of expectedSectionHeadings(home.lang)) {
        await expect(page.getByRole("region", { name: heading })).toBeVisible();
      }
      await expect(page.getByRole("contentinfo")).toContainText(bundles[home.lang].site.tagline);
    });

    test("links the six feature cards to the product page sections and has a see-all link", async ({ page }) => {
      await page.goto(home.path);
      const features = page.getByRole("region", { name: bundles[home.lang].home.features.heading });
      const anchors = ["dagbok", "mental-trening", "mindfulness", "ai-veileder", "podcast", "innsikt"];
      const hrefs = await features
        .locator('a[href*="#"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(anchors.map((anchor) => `${home.product}#${anchor}`));
      await expect(features.getByRole("link", { name: bundles[home.lang].home.features.seeAll })).toHaveAttribute(
        "href",
        home.product,
      );
    });

    test("opens the sign-up site in a new tab with the page language", async ({ page }) => {
      await page.goto(home.path);
      // The header's "Prøv gratis" (from 375 px) and the menu's copy, the hero's individual choice
      // (the hero has no second sign-up button), and the next step's.
      const signup = page.locator('a[href^="https://signup.example.com"]');
      await expect(signup).toHaveCount(4);
      for (const link of await signup.all()) {
        await expect(link).toHaveAttribute("href", `https://signup.example.com/?lang=${home.lang}`);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener");
        await expect(link).toContainText(bundles[home.lang].home.newTab);
      }
    });

    test("remembers the chosen audience across a reload and lets it drive the call to action", async ({
      page,
      javaScriptEnabled,
    }) => {
      const text = bundles[home.lang].home;
      const nextStep = bundles[home.lang].nextStep;
      await page.goto(home.path);

      await page.getByRole("radio", { name: text.audience.options.bedrift.label }).check();
      const apply = page.getByRole("button", { name: text.audience.apply, exact: true });
      if (javaScriptEnabled) {
        await expect(apply).toHaveCount(0);
      } else {
        await apply.click();
        await expect(page).toHaveURL(new RegExp(`${home.path === "/" ? "/" : home.path}#audience$`));
      }
      const assertBusiness = async () => {
        await expect(page.getByRole("radio", { name: text.audience.options.bedrift.label })).toBeChecked();
        await expect(page.getByRole("heading", { name: text.audience.options.bedrift.title })).toBeVisible();
        // For a business the call to action holds the demo form itself (next-steps.spec.ts tells more).
        const businessCta = page.getByRole("region", { name: nextStep.bedrift.heading });
        await expect(businessCta.getByRole("button", { name: bundles[home.lang].contact.submit })).toBeVisible();
      };
      await assertBusiness();
      await page.reload();
      await assertBusiness();

      await page.getByRole("radio", { name: text.audience.options.ungdom.label }).check();
      if (!javaScriptEnabled) await page.getByRole("button", { name: text.audience.apply, exact: true }).click();
      await expect(page.getByRole("heading", { name: text.audience.options.ungdom.title })).toBeVisible();
      await expect(
        page.getByRole("region", { name: nextStep.ungdom.heading }).getByRole("link", { name: nextStep.ungdom.action }),
      ).toHaveAttribute("href", `https://signup.example.com/?lang=${home.lang}&audience=ungdom`);
    });

    test("lets every testimonial be reached and gives star ratings a text alternative", async ({ page }) => {
      await page.goto(home.path);
      const text = bundles[home.lang].home.testimonials;
      const list = page.getByRole("list", { name: text.listLabel });
      await expect(list.getByRole("listitem")).toHaveCount(18);
      await expect(list.getByRole("img", { name: /\d/ })).toHaveCount(18);
      // Without JavaScript the list is a horizontal scroller that the keyboard can reach and move.
      await list.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      await list.getByRole("listitem").last().scrollIntoViewIfNeeded();
      await expect(list.getByRole("listitem").last()).toBeInViewport();
    });
  });
}
