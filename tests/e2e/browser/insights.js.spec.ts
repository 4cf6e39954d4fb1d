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

test("a share that fails shows the spec's toast", async ({ page }) => {
  await page.addInitScript(() => {
    const share = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
  });
  await page.goto(`/innsikt/${article?.id}`);
  await page.getByRole("button", { name: text.share }).click();
  const toast = page.getByRole("alert").getByRole("listitem");
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`${text.shareFailed.title}${text.shareFailed.text}`);
});
