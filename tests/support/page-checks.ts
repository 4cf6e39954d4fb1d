import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";

/** Collects console errors and CSP violations from the moment it is attached. */
export function watchForProblems(page: Page): () => string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  // Chromium reports CSP violations as console errors too; this also catches ones without a console line.
  void page.exposeBinding("__reportCspViolation", (_source, text: string) => problems.push(`csp: ${text}`));
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => problems;
}

async function analyze(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/**
 * WCAG A/AA violations of the page as the visitor sees it. axe itself needs
 * JavaScript, so for a no-JS visitor it audits the same URL in a context where
 * the app's scripts are blocked: the server HTML, exactly as served.
 */
export async function axeViolations(page: Page, { javaScriptEnabled }: { javaScriptEnabled: boolean }) {
  if (javaScriptEnabled) return analyze(page);
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to audit with");
  // Playwright Test hands the project's options (JavaScript off) to new contexts unless told otherwise.
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const auditPage = await context.newPage();
    await auditPage.route("**/build/**", (route) =>
      route.request().resourceType() === "script" ? route.abort() : route.fallback(),
    );
    await auditPage.goto(page.url());
    return await analyze(auditPage);
  } finally {
    await context.close();
  }
}

const linkStatus = new Map<string, Promise<number>>();

/**
 * Status of every same-origin link on the page after redirects; each URL is
 * fetched once per worker. On a not-found page, links to that same missing
 * page (skip link, language switcher) are expected to be missing too.
 */
export async function brokenInternalLinks(page: Page, request: APIRequestContext, { pageIsMissing = false } = {}) {
  const { origin, pathname } = new URL(page.url());
  // The same page in each language: where the language switcher's links (hreflang) lead.
  const counterparts = await page
    .locator("a[hreflang]")
    .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
  const samePage = [pathname, ...counterparts];
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const internal = [
    ...new Set(hrefs.filter((href) => href.startsWith(origin)).map((href) => href.split("#")[0] ?? href)),
  ];
  const statuses = await Promise.all(
    internal.map(async (href) => {
      const status = linkStatus.get(href) ?? request.get(href).then((response) => response.status());
      linkStatus.set(href, status);
      return [href, await status] as const;
    }),
  );
  return statuses
    .filter(([href, status]) => {
      const { pathname: target } = new URL(href);
      return status !== 200 && !(pageIsMissing && samePage.includes(target));
    })
    .map(([href, status]) => `${href} → ${status}`);
}
