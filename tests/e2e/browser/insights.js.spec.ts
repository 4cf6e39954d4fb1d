import { localArticles } from "../../support/articles";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

const text = bundles.nb.insights;
const article = localArticles()[0];

test("marks the section being read once its heading is within 120 px of the top", async ({ page }) => {
  await page.goto(`/innsikt/${article?.id}`);
  const toc = page.getByRole("navigation", { name: text.toc });
  await expect(toc.locator('[aria-current="location"]')).toHaveCount(0);
  const third = toc.getByRole("link").nth(2);
  const id = ((await third.getAttribute("href")) ?? "").slice(1);
  await page.evaluate((headingId) => {
    const heading = document.getElementById(headingId);
    if (heading) window.scrollTo(0, window.scrollY + heading.getBoundingClientRect().top - 100);
  }, id);
  await expect(third).toHaveAttribute("aria-current", "location");
});

test("shares by copying the link when the system share sheet is missing", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  await page.goto(`/innsikt/${article?.id}`);
  await page.getByRole("button", { name: text.share }).click();
  await expect(page.getByRole("status").filter({ hasText: text.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/innsikt/${article?.id}`);
});

test("shows the placeholder when an article image cannot be loaded", async ({ page }) => {
  // Every version of a cover fails: the original and its AVIF/WebP variants.
  await page.route(/\/(images\/articles|build\/img)\//, (route) =>
    route.request().url().endsWith("placeholder.svg") ? route.fallback() : route.abort(),
  );
  await page.goto("/innsikt");
  const images = page.locator("main article img");
  await expect(images.first()).toBeVisible();
  // Every card has a cover now, and the lower ones load (and fail) only when they come near.
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      images.evaluateAll((elements) =>
        elements.every((image) => (image as HTMLImageElement).src.endsWith("/placeholder.svg")),
      ),
    )
    .toBe(true);
});
