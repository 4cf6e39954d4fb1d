// `npm run lighthouse`: audits the production build on the embedded default with Lighthouse's
// mobile defaults (simulated slow 4G and a 4× slower CPU) in Debian's Chromium, three runs per
// page, prints the medians, checks them against the targets (`targets` below), keeps
// every report in lighthouse-reports/; it writes no doc. The first row is a calibration page (a
// heading and a paragraph, served by the same server as a static file): the machine's own floor,
// against which every other row is read.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { firstArticleSlug, machineLine, root, startProductionSite } from "./lib/production-site.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const reportDir = path.join(root, "lighthouse-reports");
const categories = ["performance", "accessibility", "best-practices", "seo"];
const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, maxTbtMs: 150, maxCls: 0 };
const CALIBRATION = "/lighthouse-calibration.html";
const calibrationFile = path.join(root, "public", CALIBRATION);
const calibrationHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Calibration page"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Calibration</title></head>
<body><main><h1>Calibration</h1><p>A heading and a paragraph: the floor of this machine and browser.</p></main></body></html>
`;
/** Lighthouse's main-thread groups printed apart; parsing, compiling and garbage collection count as "other". */
const mainThreadGroups = ["scriptEvaluation", "styleLayout", "paintCompositeRender"];

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
      // Pages with sample content carry noindex on purpose (docs/content.md); whether a launched
      // site is indexable is the launch check's and the e2e tests' business, not this audit's.
      skipAudits: ["is-crawlable"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

function summarise(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const breakdown = lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [];
  const groupMs = (group) => breakdown.find((item) => item.group === group)?.duration ?? 0;
  const mainThreadMs = metric("mainthread-work-breakdown");
  const named = Object.fromEntries(mainThreadGroups.map((group) => [group, groupMs(group)]));
  const scripts = lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script");
  return {
    ...Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    bytes: metric("total-byte-weight"),
    scriptBytes: scripts?.transferSize ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    mainThreadMs,
    ...named,
    otherMs: mainThreadMs - Object.values(named).reduce((sum, ms) => sum + ms, 0),
  };
}

const ms = (value) => `${Math.round(value)} ms`;

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
  "/bedrift",
  "/ungdom",
];

await rm(reportDir, { recursive: true, force: true });
await mkdir(reportDir, { recursive: true });
// Written for this run only (and git-ignored): the site itself never serves it.
await writeFile(calibrationFile, calibrationHtml);
const site = await startProductionSite("lighthouse", { background: true });
const rows = [];
let lighthouseVersion = "";
try {
  for (const page of [CALIBRATION, ...pages]) {
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
    if (page !== CALIBRATION) rows.push({ page, ...medians });
    console.log(
      `${page === CALIBRATION ? "calibration" : page}: performance ${medians.performance}, accessibility ${medians.accessibility}, best practices ${medians["best-practices"]}, SEO ${medians.seo}, LCP ${ms(medians.lcpMs)}, TBT ${ms(medians.tbtMs)}, CLS ${medians.cls.toFixed(2)}, ${(medians.bytes / 1024).toFixed(0)} KB transferred (JavaScript ${(medians.scriptBytes / 1024).toFixed(1)} KB); main thread ${ms(medians.mainThreadMs)}: script ${ms(medians.scriptEvaluation)}, style+layout ${ms(medians.styleLayout)}, rendering ${ms(medians.paintCompositeRender)}, other ${ms(medians.otherMs)}; benchmarkIndex ${Math.round(medians.benchmarkIndex)}`,
    );
  }
} finally {
  await site.stop();
  await rm(calibrationFile, { force: true });
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
