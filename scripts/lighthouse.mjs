// `npm run lighthouse`: audits the production build on the embedded default with Lighthouse's
// mobile defaults (simulated slow 4G and a 4× slower CPU) in Debian's Chromium, three runs per
// page, prints the medians, checks them against the targets (`targets` below), keeps
// every report in lighthouse-reports/; it writes no doc.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { firstArticleSlug, machineLine, root, startProductionSite } from "./lib/production-site.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const reportDir = path.join(root, "lighthouse-reports");
const categories = ["performance", "accessibility", "best-practices", "seo"];
const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, maxTbtMs: 100, maxCls: 0 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const ATTEMPTS = 3;

/** One audit; a run Lighthouse itself could not finish (e.g. NO_NAVSTART) is tried again, not counted. */
async function audit(url) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await auditOnce(url);
    if (!result.lhr.runtimeError) return result;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${attempt} times`);
    console.warn(`${url}: ${result.lhr.runtimeError.code}, trying again`);
  }
}

async function auditOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    // A Norwegian phone, so / stays Norwegian (an English one is sent to /en). The machine has
    // no internet: without the last flag Chromium keeps trying Google's services.
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--accept-lang=nb-NO,nb",
      "--disable-background-networking",
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "html",
      logLevel: "error",
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

function summarise(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    ...Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    bytes: metric("total-byte-weight"),
  };
}

function failures(page, m) {
  const missed = categories.filter((id) => m[id] < targets[id]).map((id) => `${id} ${m[id]} < ${targets[id]}`);
  if (!(m.tbtMs < targets.maxTbtMs)) missed.push(`TBT ${Math.round(m.tbtMs)} ms ≥ ${targets.maxTbtMs} ms`);
  if (Number(m.cls.toFixed(2)) > targets.maxCls) missed.push(`CLS ${m.cls.toFixed(2)} > ${targets.maxCls}`);
  return missed.map((text) => `${page}: ${text}`);
}

const article = await firstArticleSlug();
const pages = process.env.LIGHTHOUSE_PAGES?.split(",") ?? [
  "/",
  "/en",
  "/innsikt",
  `/innsikt/${article}`,
  "/product",
  "/about",
  "/hvorfor",
];

await rm(reportDir, { recursive: true, force: true });
await mkdir(reportDir, { recursive: true });
const site = await startProductionSite("lighthouse", { background: true });
const rows = [];
let lighthouseVersion = "";
try {
  for (const page of pages) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const { lhr, report } = await audit(`${site.base}${page}`);
      const name = `${page.replace(/^\/$/, "/home").slice(1).replaceAll("/", "_")}.run-${run}`;
      await writeFile(path.join(reportDir, `${name}.html`), report);
      await writeFile(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
      lighthouseVersion = lhr.lighthouseVersion;
      runs.push(summarise(lhr));
    }
    const medians = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
    rows.push({ page, ...medians });
    console.log(
      `${page}: performance ${medians.performance}, accessibility ${medians.accessibility}, best practices ${medians["best-practices"]}, SEO ${medians.seo}, LCP ${Math.round(medians.lcpMs)} ms, TBT ${Math.round(medians.tbtMs)} ms, CLS ${medians.cls.toFixed(2)}, ${(medians.bytes / 1024).toFixed(0)} KB transferred`,
    );
  }
} finally {
  site.stop();
}

const missed = rows.flatMap((row) => failures(row.page, row));
// The server runs at the lowest CPU priority (`nice -n 19`): on a 2-core machine it would otherwise
// take processor time from the browser being measured, which a visitor's phone never shares with it.
console.log(
  `Lighthouse ${lighthouseVersion}, median of ${RUNS} runs per page, each with a fresh browser. ${machineLine()}`,
);
console.log(`Reports: ${path.relative(root, reportDir)}/`);
if (missed.length) {
  console.error(`Targets missed:\n${missed.join("\n")}`);
  process.exitCode = 1;
}
