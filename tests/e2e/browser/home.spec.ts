import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

// One language: where each choice leads in both is checked over HTTP (http/home.spec.ts).
test("the home page remembers the chosen audience across a reload and lets it drive the call to action", async ({
  page,
  javaScriptEnabled,
}) => {
  const text = bundles.nb.home;
  const nextStep = bundles.nb.nextStep;
  await page.goto("/");

  await page.getByRole("radio", { name: text.audience.options.bedrift.label }).check();
  const apply = page.getByRole("button", { name: text.audience.apply, exact: true });
  if (javaScriptEnabled) {
    await expect(apply).toHaveCount(0);
  } else {
    await apply.click();
    await expect(page).toHaveURL(/\/#audience$/);
  }
  const assertBusiness = async () => {
    await expect(page.getByRole("radio", { name: text.audience.options.bedrift.label })).toBeChecked();
    await expect(page.getByRole("heading", { name: text.audience.options.bedrift.title })).toBeVisible();
    // For a business the call to action holds the demo form itself (next-steps.spec.ts tells more).
    const businessCta = page.getByRole("region", { name: nextStep.bedrift.heading });
    await expect(businessCta.getByRole("button", { name: bundles.nb.contact.submit })).toBeVisible();
  };
  await assertBusiness();
  await page.reload();
  await assertBusiness();

  await page.getByRole("radio", { name: text.audience.options.ungdom.label }).check();
  if (!javaScriptEnabled) await page.getByRole("button", { name: text.audience.apply, exact: true }).click();
  await expect(page.getByRole("heading", { name: text.audience.options.ungdom.title })).toBeVisible();
  // Young people keep the sign-up as the next step's one primary action; the youth page is one link away in the selector.
  const youthCta = page.getByRole("region", { name: nextStep.ungdom.heading });
  await expect(youthCta.getByRole("link", { name: bundles.nb.menu.tryFree })).toHaveAttribute(
    "href",
    "https://signup.example.com/?lang=nb&audience=ungdom",
  );
  await expect(youthCta.getByRole("link", { name: bundles.nb.youth.pageLink })).toHaveCount(0);
  const selector = page.getByRole("region", { name: text.audience.headingStart + text.audience.headingHighlight });
  await expect(selector.getByRole("link", { name: bundles.nb.youth.pageLink })).toHaveAttribute("href", "/ungdom");
});

test("the product page lands on the section a home page card links to", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: bundles.nb.home.features.cards.mindfulness.title }).click();
  await expect(page).toHaveURL(/\/product#mindfulness$/);
  await expect(page.locator("#mindfulness")).toBeInViewport();
});
