import { contentPages } from "../../support/content-pages";
import { expect, test } from "../../support/fixtures";
import { axeBothWays, noJsView } from "../../support/page-checks";

// The content is server HTML, the same with and without JavaScript: checked once, as served; the
// fallback page is seen with JavaScript and audited as both visitors see it.
for (const lang of ["nb", "en"] as const) {
  for (const page of contentPages(lang)) {
    test(`${page.path} shows its content file, and its fallback without one`, async ({
      page: browserPage,
      site,
      bareSite,
    }) => {
      const { view } = await noJsView(browserPage, `${site.url}${page.path}`);
      await expect(view.getByRole("main").getByText(page.content, { exact: false }).first()).toBeVisible();
      await expect(view.getByRole("main").getByText(page.fallback, { exact: true })).toHaveCount(0);

      const main = browserPage.getByRole("main");
      await browserPage.goto(`${bareSite.url}${page.path}`);
      await expect(main.getByText(page.fallback, { exact: true }).first()).toBeVisible();
      await expect(browserPage.getByRole("heading", { level: 1 })).toBeVisible();
      const { withJs, withoutJs } = await axeBothWays(browserPage);
      expect(withJs).toEqual([]);
      expect(withoutJs).toEqual([]);
    });
  }
}
