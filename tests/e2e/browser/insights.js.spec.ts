import { localArticles } from "../../support/articles";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

const text = bundles.nb.insights;
const article = localArticles()[0];

// Without JavaScript the links are the browser's (their targets: http/pages.spec.ts; the contents'
// ids: tests/unit/article-text.test.ts).
test("opens an article from its card; its contents lead to their sections and mark the one being read once its heading is within 120 px of the top; a way back", async ({
  page,
}) => {
  await page.goto("/innsikt");
  await page.locator(`main a[href="/innsikt/${article?.id}"]`, { hasText: text.readArticle }).click();
  await expect(page).toHaveURL(`/innsikt/${article?.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article?.title ?? "");
  const toc = page.getByRole("navigation", { name: text.toc });
  await expect(toc.locator('[aria-current="location"]')).toHaveCount(0);
  const second = toc.getByRole("link").nth(1);
  const target = (await second.getAttribute("href")) ?? "";
  await second.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();
  const third = toc.getByRole("link").nth(2);
  const id = ((await third.getAttribute("href")) ?? "").slice(1);
  await page.evaluate((headingId) => {
    const heading = document.getElementById(headingId);
    if (heading) window.scrollTo(0, window.scrollY + heading.getBoundingClientRect().top - 100);
  }, id);
  await expect(third).toHaveAttribute("aria-current", "location");
  await page.getByRole("link", { name: text.back }).first().click();
  await expect(page).toHaveURL(/\/innsikt$/);
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
