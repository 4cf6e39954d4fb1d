import { contentPages } from "../../support/content-pages";
import { expect, test } from "../../support/fixtures";
import { axeBothWays } from "../../support/page-checks";

// Which text each page shows, from its file or its fallback, is server HTML: http/content.spec.ts.
// Here each fallback page is audited as both visitors see it (pages.js.spec.ts audits the pages
// with their files); the English fallbacks are the same layouts in other words.
for (const page of contentPages("nb")) {
  test(`${page.path}'s built-in fallback is accessible with and without JavaScript`, async ({
    page: browserPage,
    bareSite,
  }) => {
    await browserPage.goto(`${bareSite.url}${page.path}`);
    await expect(browserPage.getByRole("heading", { level: 1 })).toBeVisible();
    const { withJs, withoutJs } = await axeBothWays(browserPage);
    expect(withJs).toEqual([]);
    expect(withoutJs).toEqual([]);
  });
}
