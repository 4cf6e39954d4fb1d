import type { Page } from "@playwright/test";
import en from "../../app/i18n/en.json" with { type: "json" };
import nb from "../../app/i18n/nb.json" with { type: "json" };

export const bundles = { nb, en } as const;

/** The home page's section headings in the order the home page presents them. */
export function expectedSectionHeadings(lang: "nb" | "en"): string[] {
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

export async function sectionHeadings(page: Page): Promise<string[]> {
  return page
    .locator("main section")
    .evaluateAll((sections) =>
      sections.map((section) => section.querySelector("h1, h2")?.textContent?.trim() ?? "(no heading)"),
    );
}
