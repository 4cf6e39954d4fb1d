import type { Page } from "@playwright/test";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { axeBothWays, watchForProblems } from "../../support/page-checks";
import { type SitePage, sitePages } from "../../support/site-pages";

/** What every page shows whether or not JavaScript runs. */
async function expectPage(page: Page, sitePage: SitePage) {
  await expect(page.locator("html")).toHaveAttribute("lang", sitePage.lang);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Sinnsro/);
  await expect(page.getByRole("contentinfo")).toContainText(bundles[sitePage.lang].site.copyright);
}

// Every screen with JavaScript: it hydrates without a script error or CSP violation (an alias or a
// second founder is the same screen, and the security and AI guide pages the privacy page's
// TextContentScreen). In English, the screens whose text the browser formats or fills in itself (home,
// the list, an article, the contact form); the others are their Norwegian layouts in other words. Each
// layout is audited once, on its Norwegian page, as both visitors see it (axeBothWays), and so is the
// English page showing a Norwegian article; the vision page is the privacy page's prose. Only <main> is
// audited but on the not-found page, which is little else than the layout around it, the same on every
// page. Every page's server HTML and links: http/pages.spec.ts.
const pages = sitePages().filter(
  (sitePage, index, all) =>
    sitePage.norwegianOnly ||
    ((sitePage.lang === "nb" || ["home", "insights", "article", "contact"].includes(sitePage.screen)) &&
      !["security", "aiGuide"].includes(sitePage.screen) &&
      all.findIndex((other) => other.lang === sitePage.lang && other.screen === sitePage.screen) === index),
);
const audited = (sitePage: SitePage) =>
  sitePage.norwegianOnly || (sitePage.lang === "nb" && sitePage.screen !== "vision");

for (const sitePage of pages) {
  test(`${sitePage.path} renders in ${sitePage.lang}${audited(sitePage) ? ", accessibly with and without JavaScript" : " with JavaScript"}`, async ({
    page,
  }) => {
    // An audit loads the page twice and runs axe once or twice: seconds each on a busy machine.
    if (audited(sitePage)) test.setTimeout(60_000);
    const expectedStatus = sitePage.screen === "notFound" ? 404 : 200;
    // Server-rendered 404s are what the test asked for; anything else the browser logged is a problem.
    const unexpected = (problems: string[]) =>
      problems.filter((problem) => !(expectedStatus === 404 && problem.includes("404")));
    const problems = watchForProblems(page);
    // Loaded to the end (translations, chunks), so that hydrating has had its say.
    const response = await page.goto(sitePage.path, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(expectedStatus);
    await expectPage(page, sitePage);
    if (audited(sitePage)) {
      const { withJs, withoutJs, noJs } = await axeBothWays(page, sitePage.screen === "notFound" ? undefined : "main");
      expect(withJs).toEqual([]);
      expect(noJs.response?.status()).toBe(expectedStatus);
      await expectPage(noJs.view, sitePage);
      expect(withoutJs).toEqual([]);
      expect(unexpected(noJs.problems())).toEqual([]);
    }
    expect(unexpected(problems())).toEqual([]);
  });
}
