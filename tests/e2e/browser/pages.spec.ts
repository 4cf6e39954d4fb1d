import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { axeViolations, brokenInternalLinks, watchForProblems } from "../../support/page-checks";
import { sitePages } from "../../support/site-pages";

for (const sitePage of sitePages()) {
  test(`${sitePage.path} renders in ${sitePage.lang}, accessibly, with working links`, async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const problems = watchForProblems(page);
    const response = await page.goto(sitePage.path);
    const expectedStatus = sitePage.screen === "notFound" ? 404 : 200;
    expect(response?.status()).toBe(expectedStatus);
    await expect(page.locator("html")).toHaveAttribute("lang", sitePage.lang);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Sinnsro/);
    await expect(page.getByRole("contentinfo")).toContainText(bundles[sitePage.lang].site.copyright);
    expect(await axeViolations(page, { javaScriptEnabled })).toEqual([]);
    expect(await brokenInternalLinks(page, request, { pageIsMissing: expectedStatus === 404 })).toEqual([]);
    // Server-rendered 404s are what the test asked for; anything else the browser logged is a problem.
    expect(problems().filter((problem) => !(expectedStatus === 404 && problem.includes("404")))).toEqual([]);
  });
}
