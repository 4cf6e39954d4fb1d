// `npm run preflight -- --heights`: each page's height on a phone (390 px), drawn in Chromium from
// the build started on a loopback port with the content it would serve. Content editors own these
// heights, so they are a report beside the launch check, never a test failure: a page past its
// guide is named, the exit code stays the launch check's.
import { sitePages } from "../../tests/support/site-pages";
import { startProductionSite } from "./production-site.mjs";

/** The heights past which a page says things more than once (issue 27), by screen. */
const GUIDE_PX: Partial<Record<string, number>> = { home: 6_500, product: 8_000, vision: 6_000 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function pageHeightsReport(): Promise<string> {
  // A dev dependency: a production image has no browser, and says so rather than failing.
  const playwright = await import("@playwright/test").catch(() => null);
  if (!playwright) return "Page heights: not measured (Playwright is not installed here).";
  const browser = await playwright.chromium
    .launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] })
    .catch(() => null);
  if (!browser) return `Page heights: not measured (no Chromium at ${CHROMIUM}; set CHROMIUM_PATH).`;
  const contentDir = process.env.CONTENT_DIR;
  const site = await startProductionSite("preflight-heights", { env: contentDir ? { CONTENT_DIR: contentDir } : {} });
  try {
    const lines = ["Page heights at 390 px (a report; guides: home 6,500, product 8,000, vision 6,000 px):"];
    for (const { path, screen } of sitePages()) {
      // A first visit each: a page such as the business one makes the visitor one of its audience.
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${site.base}${path}`);
      // Blocks far down the page skip rendering until they come near (content-visibility: auto):
      // measure them drawn, as a visitor who scrolls sees them.
      await page.locator(".render-when-near").evaluateAll((blocks) => {
        for (const block of blocks) if (block instanceof HTMLElement) block.style.contentVisibility = "visible";
      });
      await page.evaluate(() => document.fonts.ready);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const guide = GUIDE_PX[screen];
      lines.push(`  ${path} ${height} px${guide && height > guide ? ` (over its ${guide} px guide)` : ""}`);
      await page.close();
    }
    return lines.join("\n");
  } finally {
    await browser.close();
    await site.stop();
  }
}
