import type { Page } from "@playwright/test";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { axeBothWays, brokenInternalLinks, noJsView, watchForProblems } from "../../support/page-checks";
import { type SitePage, sitePages } from "../../support/site-pages";

/** What every page shows whether or not JavaScript runs. */
async function expectPage(page: Page, sitePage: SitePage) {
  await expect(page.locator("html")).toHaveAttribute("lang", sitePage.lang);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Sinnsro/);
  await expect(page.getByRole("contentinfo")).toContainText(bundles[sitePage.lang].site.copyright);
}

// Each page as a visitor with JavaScript sees it, then its server HTML as one without does
// (one load each; the links, the same in both, are checked once; axeBothWays audits both DOMs).
// An English page is the Norwegian one's layout in other words: audited in nb only, but for the
// article English pages show in Norwegian.
for (const sitePage of sitePages()) {
  const audited = sitePage.lang === "nb" || sitePage.norwegianOnly;
  test(`${sitePage.path} renders in ${sitePage.lang}${audited ? ", accessibly," : ""} with working links, with and without JavaScript`, async ({
    page,
    request,
  }) => {
    const expectedStatus = sitePage.screen === "notFound" ? 404 : 200;
    // Server-rendered 404s are what the test asked for; anything else the browser logged is a problem.
    const unexpected = (problems: string[]) =>
      problems.filter((problem) => !(expectedStatus === 404 && problem.includes("404")));
    const problems = watchForProblems(page);
    const response = await page.goto(sitePage.path);
    expect(response?.status()).toBe(expectedStatus);
    await expectPage(page, sitePage);
    const { withJs, withoutJs, noJs } = audited
      ? await axeBothWays(page)
      : { withJs: [], withoutJs: [], noJs: await noJsView(page) };
    expect(withJs).toEqual([]);
    expect(await brokenInternalLinks(page, request, { pageIsMissing: expectedStatus === 404 })).toEqual([]);
    expect(unexpected(problems())).toEqual([]);

    expect(noJs.response?.status()).toBe(expectedStatus);
    await expectPage(noJs.view, sitePage);
    expect(withoutJs).toEqual([]);
    expect(unexpected(noJs.problems())).toEqual([]);
  });
}
