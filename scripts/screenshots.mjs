// `npm run screenshots`: the whole site as a visitor sees it, in a minute. Starts the production
// build on the embedded default and writes full-page PNGs (JavaScript on, Debian's Chromium)
// into screenshots/ (git-ignored):
//   - every page of the route table, a founder, an article and the not-found page, in both
//     languages, at 390 px (a phone) and 1280 px (a laptop);
//   - the home page for each audience, the menu, the help entry and the contact dialog open.
// Name files `<page>.<lang>.<width>.png`, so one page's shots sit side by side in a file list.
// It prints each page's height, the number to watch when a page grows.
// SCREENSHOTS_ONLY=home,about limits the run to those names (while working on one page);
// SCREENSHOTS_DIR writes elsewhere.
import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { screens } from "../app/routing/route-table.js";
import founders from "../content/founders.json" with { type: "json" };
import { firstArticleSlug, root, startProductionSite } from "./lib/production-site.mjs";

const outputDir = path.resolve(root, process.env.SCREENSHOTS_DIR ?? "screenshots");
const WIDTHS = [390, 1280];
const LANGUAGES = ["nb", "en"];
const AUDIENCES = ["personlig", "bedrift", "ungdom"];
const only = process.env.SCREENSHOTS_ONLY?.split(",").filter(Boolean);

/** A route pattern with its parameters filled in. */
function fill(pattern, params) {
  return pattern.replace(/:(\w+)/g, (_, name) => params[name]).replace("/*", "/finnes-ikke");
}

async function shotList() {
  const params = { founder: founders[0].slug, id: await firstArticleSlug() };
  const pages = screens
    .filter((screen) => screen.inMenu || ["founder", "article", "notFound"].includes(screen.id))
    .map((screen) => ({ name: screen.id, paths: screen.paths }));
  const shots = pages.flatMap((page) =>
    LANGUAGES.map((lang) => ({ name: page.name, lang, path: fill(page.paths[lang], params) })),
  );
  const home = screens.find((screen) => screen.id === "home").paths;
  for (const lang of LANGUAGES) {
    for (const audience of AUDIENCES) {
      shots.push({ name: `home-${audience}`, lang, path: home[lang], audience });
    }
    shots.push({ name: "menu-open", lang, path: home[lang], act: openMenu, fullPage: false });
    shots.push({ name: "help-open", lang, path: home[lang], act: openHelp, fullPage: false });
    shots.push({ name: "dialog-open", lang, path: home[lang], act: openContactDialog, fullPage: false });
  }
  return only ? shots.filter((shot) => only.includes(shot.name)) : shots;
}

async function openMenu(page) {
  await page.locator("header nav summary").click();
  await page.locator("header details[open] a").first().waitFor();
}

/** The header's help entry: the first disclosure in it, before the menu. */
async function openHelp(page) {
  await page.locator("header summary").first().click();
  await page.locator("header details[open] a").first().waitFor();
}

async function openContactDialog(page) {
  const contact = page.locator("main a[href*='intent=contact']").first();
  await contact.scrollIntoViewIfNeeded();
  await contact.click();
  await page.locator("dialog[open]").waitFor();
}

/** Lazy sections and images are shown only when near the viewport: walk down the page once. */
async function revealWholePage(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
  });
  // A full-page capture paints what is far from the viewport too, but blocks that skip rendering
  // until they come near (content-visibility: auto) would show as blank space.
  await page.addStyleTag({ content: ".render-when-near { content-visibility: visible !important; }" });
  await page.waitForLoadState("networkidle");
}

const site = await startProductionSite("screenshots");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  await rm(outputDir, { recursive: true, force: true });
  await mkdir(outputDir, { recursive: true });
  const shots = await shotList();
  const heights = [];
  for (const width of WIDTHS) {
    for (const shot of shots) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 800 },
        locale: shot.lang === "nb" ? "nb-NO" : "en-GB",
        reducedMotion: "reduce",
        // Lets the capture add its one style rule (see revealWholePage) despite the site's CSP.
        bypassCSP: true,
      });
      if (shot.audience) {
        await context.addCookies([{ name: "audience", value: shot.audience, url: site.base }]);
        await context.addInitScript((audience) => localStorage.setItem("selectedAudience", audience), shot.audience);
      }
      const page = await context.newPage();
      await page.goto(site.base + shot.path, { waitUntil: "networkidle" });
      await revealWholePage(page);
      if (shot.act) await shot.act(page);
      heights.push(
        `${shot.name}.${shot.lang}.${width}: ${await page.evaluate(() => document.documentElement.scrollHeight)} px`,
      );
      await page.screenshot({
        path: path.join(outputDir, `${shot.name}.${shot.lang}.${width}.png`),
        fullPage: shot.fullPage ?? true,
        animations: "disabled",
      });
      await context.close();
    }
  }
  console.log(heights.join("\n"));
  const written = await readdir(outputDir);
  console.log(`${written.length} screenshots in ${path.relative(process.cwd(), outputDir) || "."}/`);
} finally {
  await browser.close();
  site.stop();
}
