import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

const homes = [
  { path: "/", lang: "nb", product: "/product" },
  { path: "/en", lang: "en", product: "/en/product" },
] as const;

for (const home of homes) {
  test.describe(`home page ${home.path}`, () => {
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
