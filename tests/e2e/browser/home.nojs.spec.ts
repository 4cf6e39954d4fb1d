import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

const homes = [
  { path: "/", lang: "nb", product: "/product" },
  { path: "/en", lang: "en", product: "/en/product" },
] as const;

// Server HTML, the same with and without JavaScript: seen once, without it, on one load.

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

// One door per audience: the home page's selector is the one chooser; the hero offers the sign-up and
// links the other audiences to their own pages, in the first view of a phone and of a laptop.
for (const home of homes) {
  test(`home page ${home.path}: every section in order, one audience chooser, the feature cards' links, the sign-up in a new tab and in the first view`, async ({
    page,
  }) => {
    const text = bundles[home.lang];
    const hero = page.getByRole("region", { name: text.home.hero.heading });
    // The product's picture, a conversation with the advisor (app screens in the page's language: http/pages.spec.ts).
    const picture = hero.locator("figure", { hasText: text.mockups.conversation.caption }).locator("img");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(home.path);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await expect(hero.getByRole("link", { name: text.menu.tryFree })).toBeInViewport();
      await expect(hero.getByRole("link", { name: text.home.hero.forYoungPeople })).toBeInViewport();
      // Seen, not only present: a good part of a phone's height.
      expect((await picture.boundingBox())?.height).toBeGreaterThan(250);
    }
    // Loaded first, and the hero's one image.
    await expect(picture).not.toHaveAttribute("loading", "lazy");
    expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(hero.locator("img")).toHaveCount(1);
    await expect(hero.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("radio")).toHaveCount(3);
    await expect(page.locator("main form")).toHaveCount(1);
    const headings = await page
      .locator("main section")
      .evaluateAll((sections) => sections.map((section) => section.querySelector("h1, h2")?.textContent?.trim()));
    expect(headings).toEqual(expectedSectionHeadings(home.lang));
    for (const heading of expectedSectionHeadings(home.lang)) {
      await expect(page.getByRole("region", { name: heading })).toBeVisible();
    }
    const features = page.getByRole("region", { name: text.home.features.heading });
    const anchors = ["dagbok", "mental-trening", "mindfulness", "ai-veileder", "podcast", "innsikt"];
    const hrefs = await features
      .locator('a[href*="#"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(anchors.map((anchor) => `${home.product}#${anchor}`));
    await expect(features.getByRole("link", { name: text.home.features.seeAll })).toHaveAttribute("href", home.product);
    // The header's "Prøv gratis" (from 480 px) and the menu's copy, the hero's, and the next step's.
    const signup = page.locator('a[href^="https://signup.example.com"]');
    await expect(signup).toHaveCount(4);
    for (const link of await signup.all()) {
      await expect(link).toHaveAttribute("href", `https://signup.example.com/?lang=${home.lang}`);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener");
      await expect(link).toContainText(text.home.newTab);
    }
    await hero.getByRole("link", { name: text.home.hero.forBusiness }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.screens.business.heading);
  });
}
