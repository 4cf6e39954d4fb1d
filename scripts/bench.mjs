// `npm run bench`: drives the production build from this process over loopback with
// autocannon, then soaks it for two minutes, and writes the numbers into docs/performance.md.
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

const CONNECTIONS = 50;
const DURATION_S = 20;
const SOAK_S = 120;
const WARMUP_S = 20;
const ceilingDir = path.join(root, "public", "__bench");

const run = (url, duration = DURATION_S) =>
  autocannon({ url, connections: CONNECTIONS, duration, headers: { "accept-encoding": "gzip" } });

const rssMb = (pid) =>
  Number(
    execFileSync("ps", ["-o", "rss=", "-p", String(pid)])
      .toString()
      .trim(),
  ) / 1024;

const server = await startProductionSite("bench");
const { base } = server;
try {
  const article = await firstArticleSlug();
  await mkdir(ceilingDir, { recursive: true });
  await writeFile(path.join(ceilingDir, "home.html"), await (await fetch(`${base}/`)).text());

  const targets = [
    ["Home (nb)", "/"],
    ["Home (en)", "/en"],
    ["Insights list", "/innsikt"],
    ["Article", `/innsikt/${article}`],
    ["Static copy of the home HTML (ceiling)", "/__bench/home.html"],
  ];
  const results = [];
  for (const [name, target] of targets) {
    const result = await run(`${base}${target}`);
    results.push({
      name,
      target,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    });
    console.log(
      `${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
    );
  }
  const ceiling = results.at(-1).rps;

  const samples = [];
  const sampler = setInterval(() => samples.push({ t: samples.length * 5, rss: rssMb(server.pid) }), 5_000);
  const soak = await run(`${base}/`, SOAK_S);
  clearInterval(sampler);
  const afterWarmup = samples.find((sample) => sample.t >= WARMUP_S)?.rss ?? samples[0]?.rss;
  const final = samples.at(-1)?.rss;
  const growth = ((final - afterWarmup) / afterWarmup) * 100;
  console.log(
    `Soak: ${Math.round(soak.requests.average)} req/s for ${SOAK_S} s, RSS ${afterWarmup.toFixed(0)} → ${final.toFixed(0)} MB (${growth.toFixed(1)}%)`,
  );

  const row = (r) =>
    `| ${r.name} | \`${r.target}\` | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / ceiling).toFixed(2)} | ${r.errors} | ${r.non2xx} |`;
  const markdown = `## Server throughput

Measured with \`npm run bench\` (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per target, gzip accepted,
from a second process on loopback) against the production build (\`server.js\`, embedded default content).

${machineLine()}

| Target | Path | Requests/s | p50 ms | p99 ms | Ratio to ceiling | Errors | Non-2xx |
|---|---|---|---|---|---|---|---|
${results.map(row).join("\n")}

Soak: ${SOAK_S} s on the home page at ${CONNECTIONS} connections, ${Math.round(soak.requests.average)} requests/s,
${soak.errors + soak.timeouts} errors, ${soak.non2xx} non-2xx. Resident memory after a ${WARMUP_S} s warm-up
${afterWarmup.toFixed(0)} MB, at the end ${final.toFixed(0)} MB: growth ${growth.toFixed(1)} % (limit 20 %).

Samples (seconds, MB): ${samples.map((sample) => `${sample.t}:${sample.rss.toFixed(0)}`).join(", ")}
`;
  await writePerformanceSection("bench", markdown);
  const failed =
    results.some((r) => r.errors > 0 || r.non2xx > 0) || soak.errors > 0 || soak.non2xx > 0 || growth >= 20;
  process.exitCode = failed ? 1 : 0;
} finally {
  server.stop();
  await rm(ceilingDir, { recursive: true, force: true });
}
