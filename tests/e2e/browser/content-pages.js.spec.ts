import { contentPages } from "../../support/content-pages";
import { expect, test } from "../../support/fixtures";
import { axeBothWays } from "../../support/page-checks";

// Which text each page shows, from its file or its fallback, is server HTML: http/content.spec.ts.
// Here each built-in fallback that is more than paragraphs (the product page's lists and cards, the
// vision page's article, a founder's bullets) has its <main> audited as both visitors see it;
// pages.js.spec.ts audits the pages with their files (rendered alike), and the layout around <main>.
// The feedback page's fallback draws the same cards as its file; the English ones, the same layouts.
const paragraphsOrCards = ["/personvern", "/trygghet", "/ai-veilederen", "/about", "/feedback"];
for (const page of contentPages("nb").filter(({ path }) => !paragraphsOrCards.includes(path))) {
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
