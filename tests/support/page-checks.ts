import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";

/**
 * Resolves once the app has started hydrating (Remix's router exists): a click before that is the
 * no-JavaScript visit's (a link loads its page), not the app's.
 */
export const waitForHydration = (page: Page) => page.waitForFunction(() => "__remixRouter" in window);

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

/**
 * WCAG A/AA violations of the page as it is now, or only of what `within` selects (a dialog on a
 * page whose own layout pages.js.spec.ts audits).
 */
export async function analyze(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** One page per worker, in a context of its own, for seeing pages as the server sends them. */
const serverViews = new WeakMap<Browser, Promise<{ viewPage: Page; logged: string[] }>>();

/**
 * `url` as a visitor without JavaScript sees it: the server HTML, exactly as served, in a page
 * where JavaScript runs (axe needs it) but the app's scripts are blocked. The page (and its
 * context) is shared by a worker's tests and starts every visit without cookies.
 */
async function noJsView(page: Page, url = page.url()) {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to view with");
  let view = serverViews.get(browser);
  if (!view) {
    // Playwright Test hands the project's options (JavaScript off) to new contexts unless told otherwise.
    view = browser.newContext({ javaScriptEnabled: true }).then(async (context) => {
      const viewPage = await context.newPage();
      const logged: string[] = [];
      viewPage.on("console", (message) => {
        if (message.type() === "error") logged.push(`console: ${message.text()}`);
      });
      await viewPage.route("**/build/**", (route) =>
        route.request().resourceType() === "script" ? route.abort() : route.fallback(),
      );
      return { viewPage, logged };
    });
    serverViews.set(browser, view);
  }
  const { viewPage, logged } = await view;
  await viewPage.context().clearCookies();
  logged.length = 0;
  const response = await viewPage.goto(new URL(url, page.url()).href);
  // What the browser logged on this visit, but for the app's blocked scripts (failed loads, and
  // the inline loader's imports that CSP's strict-dynamic then refuses): a no-JS visitor has none.
  const problems = () => logged.filter((line) => !/net::ERR_FAILED|Loading the script/.test(line));
  return { view: viewPage, response, problems };
}

/** The DOM axe audits, bar scripts and what differs per response (hidden inputs' tokens). */
const domOf = (page: Page) =>
  page.evaluate(() => {
    const html = document.documentElement.cloneNode(true) as HTMLElement;
    for (const script of html.querySelectorAll("script, link[rel=modulepreload]")) script.remove();
    for (const hidden of html.querySelectorAll("input[type=hidden]")) hidden.removeAttribute("value");
    return html.outerHTML;
  });

/**
 * The page (loaded with JavaScript) as both visitors see it: axe's violations (of what `within`
 * selects, else the whole page) once the app has hydrated, then the server HTML's (noJsView), which
 * is audited again only where its DOM differs from the one just audited: the same DOM under the
 * same stylesheets gets the same audit.
 */
export async function axeBothWays(page: Page, within?: string) {
  await waitForHydration(page);
  const withJs = await analyze(page, within);
  const dom = await domOf(page);
  const noJs = await noJsView(page);
  const withoutJs = dom === (await domOf(noJs.view)) ? withJs : await analyze(noJs.view, within);
  return { withJs, withoutJs, noJs };
}
