import { contentPages } from "../../support/content-pages";
import { expect, test } from "../../support/fixtures";
import { axeBothWays } from "../../support/page-checks";

// Which text each page shows, from its file or its fallback, is server HTML: http/content.spec.ts.
// Here each fallback's <main> is audited as both visitors see it (pages.js.spec.ts audits the pages
// with their files, and the layout around <main>); the English fallbacks are the same layouts in other
// words, and the security and AI guide pages fall back to the privacy page's paragraphs.
for (const page of contentPages("nb").filter(({ path }) => !["/trygghet", "/ai-veilederen"].includes(path))) {
  test(`${page.path}'s built-in fallback is accessible with and without JavaScript`, async ({
    page: browserPage,
    bareSite,
  }) => {
    await browserPage.goto(`${bareSite.url}${page.path}`);
    await expect(browserPage.getByRole("heading", { level: 1 })).toBeVisible();
    const { withJs, withoutJs } = await axeBothWays(browserPage, "main");
    expect(withJs).toEqual([]);
    expect(withoutJs).toEqual([]);
  });
}
