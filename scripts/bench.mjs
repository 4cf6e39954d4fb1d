// `npm run bench`: drives the production build over loopback with autocannon (64 connections,
// gzip), in one run: the static-file ceiling, the pages as visitors get them (render cache on),
// the same pages rendered for every request (RENDER_CACHE_MB=0), and a soak that fills the
// cache with list searches. Writes the figures into docs/performance.md and fails when a
// target below is missed.
import { execFileSync } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import autocannon from "autocannon";
import {
  firstArticleSlug,
  machineLine,
  root,
  startProductionSite,
  writePerformanceSection,
} from "./lib/production-site.mjs";

const CONNECTIONS = 64;
const DURATION_S = 15;
const SOAK_S = 120;
const WARMUP_S = 20;
// Targets (issue 17): a page reaches half the static file's rate, with at most twice its p99.
const MIN_RATIO_TO_CEILING = 0.5;
const MAX_P99_TO_CEILING = 2;
// Before issue 17, rendering "/" reached this share of the static ceiling of the same run
// (this script against the code before it, on the 2-core machine of docs/performance.md:
// 110 and 119 requests/s against 1,345); a cold render must now reach at least twice that.
const COLD_HOME_RATIO_BEFORE = 0.085;
const ceilingDir = path.join(root, "public", "__bench");

const measure = async (base, target, duration = DURATION_S, options = {}) => {
  const result = await autocannon({
    url: `${base}${target}`,
    connections: CONNECTIONS,
    duration,
    headers: { "accept-encoding": "gzip" },
    ...options,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
};

const rssMb = (pid) =>
  Number(
    execFileSync("ps", ["-o", "rss=", "-p", String(pid)])
      .toString()
      .trim(),
  ) / 1024;

const cached = await startProductionSite("bench");
const cold = await startProductionSite("bench-cold", { env: { RENDER_CACHE_MB: "0" } });
try {
  const article = `/innsikt/${await firstArticleSlug()}`;
  const pages = [
    ["Home (nb)", "/"],
    ["Home (en)", "/en"],
    ["Insights list", "/innsikt"],
    ["Article", article],
  ];
  await mkdir(ceilingDir, { recursive: true });
  await writeFile(path.join(ceilingDir, "home.html"), await (await fetch(`${cached.base}/`)).text());
  const ceilingTarget = "/__bench/home.html";

  const rows = [];
  const run = async (section, name, site, target) => {
    const figures = await measure(site.base, target);
    rows.push({ section, name, target, ...figures });
    console.log(
      `${section} ${name}: ${Math.round(figures.rps)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, failures ${figures.failures}`,
    );
  };
  // The ceiling is measured first and last, and its mean is the yardstick: the machine drifts.
  await run("ceiling", "Static copy of the home HTML", cached, ceilingTarget);
  for (const [name, target] of pages) await run("cached", name, cached, target);
  for (const [name, target] of pages) await run("cold", name, cold, target);
  await run("ceiling", "Static copy of the home HTML (again)", cached, ceilingTarget);
  const ceilings = rows.filter((row) => row.section === "ceiling");
  const ceiling = {
    rps: ceilings.reduce((sum, row) => sum + row.rps, 0) / ceilings.length,
    p99: Math.max(...ceilings.map((row) => row.p99)),
  };

  // The soak asks for the list with a new query each time: every request renders and is kept,
  // so memory must level off at the cache's bound (32 MB by default) instead of growing.
  const samples = [];
  const sampler = setInterval(() => samples.push({ t: samples.length * 5, rss: rssMb(cached.pid) }), 5_000);
  let searchNumber = 0;
  const nextSearch = (request) => {
    searchNumber += 1;
    return { ...request, path: `/innsikt?utm_content=soak${searchNumber}` };
  };
  const soak = await measure(cached.base, "/innsikt", SOAK_S, { requests: [{ setupRequest: nextSearch }] });
  clearInterval(sampler);
  const afterWarmup = samples.find((sample) => sample.t >= WARMUP_S)?.rss ?? samples[0]?.rss;
  const final = samples.at(-1)?.rss;
  const growth = ((final - afterWarmup) / afterWarmup) * 100;
  console.log(
    `Soak: ${Math.round(soak.rps)} req/s for ${SOAK_S} s, RSS ${afterWarmup.toFixed(0)} → ${final.toFixed(0)} MB (${growth.toFixed(1)}%)`,
  );

  const checks = [];
  for (const row of rows.filter((candidate) => candidate.section === "cached")) {
    checks.push([
      `${row.target} at ${MIN_RATIO_TO_CEILING} of the ceiling`,
      row.rps / ceiling.rps >= MIN_RATIO_TO_CEILING,
    ]);
    checks.push([
      `${row.target} p99 at most ${MAX_P99_TO_CEILING}× the ceiling's`,
      row.p99 <= MAX_P99_TO_CEILING * ceiling.p99,
    ]);
  }
  const coldHome = rows.find((row) => row.section === "cold" && row.target === "/");
  const coldHomeRatio = coldHome.rps / ceiling.rps;
  checks.push([
    `cold "/" at twice its share before (${2 * COLD_HOME_RATIO_BEFORE})`,
    coldHomeRatio >= 2 * COLD_HOME_RATIO_BEFORE,
  ]);
  checks.push(["no failed requests", rows.every((row) => row.failures === 0) && soak.failures === 0]);
  checks.push(["memory growth in the soak under 20 %", growth < 20]);
  for (const [name, passed] of checks) console.log(`${passed ? "ok  " : "FAIL"} ${name}`);

  const sectionTitle = {
    ceiling: "Ceiling",
    cached: "As served (render cache on)",
    cold: "Cold render (RENDER_CACHE_MB=0)",
  };
  const row = (r) =>
    `| ${sectionTitle[r.section]} | ${r.name} | \`${r.target}\` | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / ceiling.rps).toFixed(2)} | ${r.failures} |`;
  const markdown = `## Server throughput

Measured with \`npm run bench\` (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per target, gzip accepted,
from a second process on loopback) against the production build (\`build/server.js\`, embedded default content),
all in one run. The ceiling is a static copy of the home page's HTML served by the same server (mean of a
run before and after the pages: ${Math.round(ceiling.rps)} requests/s, p99 at most ${ceiling.p99} ms).

${machineLine()}

| Server | Target | Path | Requests/s | p50 ms | p99 ms | Ratio to ceiling | Failed |
|---|---|---|---|---|---|---|---|
${rows.map(row).join("\n")}

Targets: every page as served at least ${MIN_RATIO_TO_CEILING} of the ceiling with p99 at most ${MAX_P99_TO_CEILING}× the
ceiling's; a cold render of \`/\` at least twice its share before issue 17 (${COLD_HOME_RATIO_BEFORE} of the ceiling):
now ${coldHomeRatio.toFixed(2)}.

${checks.map(([name, passed]) => `- ${passed ? "Met" : "**Missed**"}: ${name}`).join("\n")}

Soak: ${SOAK_S} s of the insights list, each request with a new query (\`?utm_content=soakN\`: rendered,
then kept, so the cache fills to its bound and keeps evicting) at ${CONNECTIONS} connections,
${Math.round(soak.rps)} requests/s, ${soak.failures} failed. Resident memory after a ${WARMUP_S} s warm-up
${afterWarmup.toFixed(0)} MB, at the end ${final.toFixed(0)} MB: growth ${growth.toFixed(1)} % (limit 20 %).

Samples (seconds, MB): ${samples.map((sample) => `${sample.t}:${sample.rss.toFixed(0)}`).join(", ")}
`;
  await writePerformanceSection("bench", markdown);
  process.exitCode = checks.every(([, passed]) => passed) ? 0 : 1;
} finally {
  cached.stop();
  cold.stop();
  await rm(ceilingDir, { recursive: true, force: true });
}
