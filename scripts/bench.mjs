// `npm run bench`: drives the production build over loopback with autocannon (64 connections,
// gzip), in one run, as docs/deploy.md runs it: the shipped deploy/nginx.conf in front of two
// instances. Side by side: nginx serving a static file (the yardstick), the pages from nginx's
// cache, the same pages rendered by an instance for every request, and the instance's own static
// file. Also the budgets `npm test` leaves out (they depend on the machine's load, not on the code
// alone): CPU for hostile requests, a contact request's time with Redis down, memory, the cost of
// the largest article a backend may send, and the bytes a page makes a browser fetch. Prints
// every figure and each target met or missed, and exits 1 when one is missed; it writes no file
// outside the temporary ones.

import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startNginx } from "../tests/support/nginx.ts";
import { articleCosts } from "./lib/article-cost.mjs";
import { cpuSeconds, firstArticleSlug, machineLine, root, startProductionSite } from "./lib/production-site.mjs";

const CONNECTIONS = 64;
const DURATION_S = 15;
const HEADERS = { "accept-encoding": "gzip", "accept-language": "nb" };
// Target (issue 33): a page from nginx's cache at 0.9 of nginx's rate for a static file of its size.
const MIN_CACHED_TO_STATIC = 0.9;
// Before issue 17, rendering "/" reached this share of the instance's own static file (110 and
// 119 requests/s against 1,345, on the 2-core machine of docs/performance.md); it must now reach
// at least twice that.
const RENDER_TO_OWN_STATIC_BEFORE = 0.085;
const originFile = path.join(root, "public", "__bench", "home.html");
// Target (issue 33): resident memory of an instance whose lead store holds 15,000 past requests,
// within 10 % of one on an empty store.
const PAST_LEADS = 15_000;
const MAX_MEMORY_GROWTH = 1.1;
// A 1,400-entry Accept-Language costs at most this many times one naming an unsupported language.
const MAX_LONG_ACCEPT_LANGUAGE_CPU = 2;
// Twenty requests with 14 KB paths are refused (414) for at most this much server CPU.
const MAX_LONG_PATHS_CPU_S = 1;
// With Redis unavailable a contact request is answered within this time: no queue, no wait.
const MAX_CONTACT_WITHOUT_REDIS_MS = 1_000;
// Target (issue 36): the largest article the backend may send costs at most this many times an
// article of usual length to render, and makes a page of at most 1 MB.
const MAX_LARGEST_ARTICLE_CPU = 5;
const MAX_ARTICLE_PAGE_KB = 1024;
// What "/" and "/en" make a browser fetch before any interaction, gzip: their scripts (module
// preloads, script files, inline scripts), stylesheets and HTML.
// Home, the heaviest, hydrates its statements and app screens like any component and carries its
// testimonials in its data: about 124 KB of JavaScript.
const PAGE_BUDGETS_KB = { js: 125, css: 25, html: 60 };

const measure = async (base, target) => {
  const result = await autocannon({
    url: `${base}${target}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: HEADERS,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
};

/** The body as it comes over the wire (gzip), to be served as a file of the same bytes. */
const wireBytes = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: HEADERS }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve(Buffer.concat(chunks)));
      })
      .on("error", reject);
  });

/** Server CPU for `count` sequential requests, so the cost is the server's alone. */
async function cpuFor(site, count, target, headers = {}) {
  const before = await cpuSeconds(site.pid);
  for (let request = 0; request < count; request++)
    await (await fetch(`${site.base}${target}`, { headers })).arrayBuffer();
  return (await cpuSeconds(site.pid)) - before;
}

/** Gzip kilobytes of the files a page's HTML names (`pattern` captures their address) plus `extra`. */
async function gzipKb(base, html, pattern, extra = "") {
  let bytes = extra ? gzipSync(extra).length : 0;
  for (const [, file] of new Set(html.matchAll(pattern))) {
    bytes += gzipSync(Buffer.from(await (await fetch(`${base}${file}`)).arrayBuffer())).length;
  }
  return bytes / 1024;
}

/** The gzip sizes of what a page makes a browser fetch before any interaction. */
async function pageWeights(base, target) {
  const html = await (await fetch(`${base}${target}`, { headers: HEADERS })).text();
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return {
    js: await gzipKb(
      base,
      html,
      /<(?:link rel="modulepreload"|script)[^>]* (?:href|src)="(\/[^"]+)"/g,
      inline.join(""),
    ),
    css: await gzipKb(base, html, /<link rel="stylesheet" href="(\/[^"]+)"/g),
    html: gzipSync(html).length / 1024,
  };
}

/** The longest of six contact requests' answers, in ms, from an instance whose Redis is unreachable. */
async function contactWithoutRedisMs() {
  const site = await startProductionSite("bench-no-redis", {
    env: {
      REDIS_URL: `redis://localhost?path=${encodeURIComponent(path.join(os.tmpdir(), "bench-no-redis.sock"))}`,
      // Required beside REDIS_URL; any value does for one instance.
      SESSION_SECRET: "bench-session-secret-of-enough-length",
    },
  });
  try {
    let longest = 0;
    for (let n = 0; n < 6; n++) {
      const form = new URLSearchParams({
        name: "Ola Nordmann",
        email: `ola${n}@example.no`,
        message: "Hei, jeg lurer på noe.",
      });
      const started = performance.now();
      const answer = await fetch(`${site.base}/kontakt`, {
        method: "POST",
        body: form,
        redirect: "manual",
        headers: { Origin: site.base },
      });
      // Accepted, or refused past the per-instance limit: answered either way, never held.
      if (![303, 429].includes(answer.status)) throw new Error(`a contact request answered ${answer.status}`);
      longest = Math.max(longest, performance.now() - started);
    }
    return longest;
  } finally {
    await site.stop();
  }
}

/** Resident memory of a process, in MB. */
const residentMb = async (pid) => {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]) / 1024;
};

/**
 * Resident memory after start and one contact request, on a DATA_DIR that holds `leads` past
 * requests (kept leads, as the embedded default keeps them): written as the outbox file of the
 * earlier version, imported at a first start, then measured on a second.
 */
async function memoryWithLeads(leads) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-leads-"));
  const payload = { name: "Kari Nordmann", email: "kari@example.no", phone: "", company: "", to: "salg@example.com" };
  const message = "Et spørsmål om mental trening. ".repeat(40);
  const lines = Array.from({ length: leads }, (_, n) => {
    const request = {
      ...payload,
      message: `${message}${n}`,
      subject: "Kontakt",
      intent: "contact",
      fromEmail: payload.email,
    };
    return `${JSON.stringify({ type: "request", id: String(n), receivedAt: new Date().toISOString(), payload: request })}\n${JSON.stringify({ type: "result", id: String(n), status: "stored" })}`;
  });
  await writeFile(path.join(dataDir, "contact-outbox.jsonl"), lines.length ? `${lines.join("\n")}\n` : "");
  const env = { DATA_DIR: dataDir };
  await (await startProductionSite("bench-import", { env })).stop();
  const site = await startProductionSite("bench-memory", { env });
  try {
    const form = new URLSearchParams({
      name: "Ola Nordmann",
      email: "ola@example.no",
      message: "Hei, jeg lurer på noe.",
    });
    const answer = await fetch(`${site.base}/kontakt`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { Origin: site.base },
    });
    if (answer.status !== 303) throw new Error(`the contact request answered ${answer.status}`);
    return await residentMb(site.pid);
  } finally {
    await site.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(machineLine());
const emptyMb = await memoryWithLeads(0);
const pastMb = await memoryWithLeads(PAST_LEADS);
console.log(
  `resident memory: empty store ${emptyMb.toFixed(0)} MB, ${PAST_LEADS} past requests ${pastMb.toFixed(0)} MB`,
);
const contactMs = await contactWithoutRedisMs();
console.log(`contact request with Redis unavailable: longest of 6 answered in ${contactMs.toFixed(0)} ms`);
const articles = await articleCosts();
for (const [name, cost] of Object.entries({ "usual length": articles.usual, "2.4 MB (largest)": articles.largest })) {
  console.log(
    `article of ${name} from the backend: ${cost.ms.toFixed(1)} ms of server CPU a render, page ${cost.pageKb.toFixed(0)} KB`,
  );
}

const sites = [await startProductionSite("bench-1"), await startProductionSite("bench-2")];
const files = await mkdtemp(path.join(os.tmpdir(), "bench-files-"));
const proxy = await startNginx(
  sites.map((site) => new URL(site.base).host),
  { files },
);
const origin = sites[0];
try {
  const longAcceptLanguage = Array.from({ length: 1_400 }, (_, index) => `x${index};q=0.${index % 9}`).join(",");
  await cpuFor(origin, 200, "/", { "Accept-Language": "de" }); // warm: first renders, caches and JIT
  const unsupportedCpu = await cpuFor(origin, 200, "/", { "Accept-Language": "de" });
  const longCpu = await cpuFor(origin, 200, "/", { "Accept-Language": longAcceptLanguage });
  console.log(
    `server CPU for 200 requests to /: Accept-Language de ${unsupportedCpu.toFixed(2)} s, 1,400 entries ${longCpu.toFixed(2)} s`,
  );
  const longPathsCpu = await cpuFor(origin, 20, "/a".repeat(7_000));
  console.log(`server CPU for 20 requests with 14 KB paths (414): ${longPathsCpu.toFixed(2)} s`);
  const weights = { "/": await pageWeights(origin.base, "/"), "/en": await pageWeights(origin.base, "/en") };
  for (const [target, weight] of Object.entries(weights)) {
    console.log(
      `${target} gzip: JavaScript ${weight.js.toFixed(1)} KB, CSS ${weight.css.toFixed(1)} KB, HTML ${weight.html.toFixed(1)} KB`,
    );
  }

  const article = `/innsikt/${await firstArticleSlug()}`;
  const pages = [
    ["Home (nb)", "/"],
    ["Home (en)", "/en"],
    ["Insights list", "/innsikt"],
    ["Article", article],
  ];
  // The yardstick: the bytes nginx sends for "/" (gzip), as a file nginx serves from disk; and the
  // plain HTML as a file the instance serves (its own static files, as before issue 33).
  await writeFile(path.join(files, "home.html"), await wireBytes(`${proxy.url}/`));
  await mkdir(path.dirname(originFile), { recursive: true });
  await writeFile(originFile, await (await fetch(`${origin.base}/`, { headers: HEADERS })).text());

  const rows = [];
  const run = async (section, name, base, target) => {
    const figures = await measure(base, target);
    rows.push({ section, name, target, ...figures });
    console.log(
      `${section} ${name}: ${Math.round(figures.rps)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, failures ${figures.failures}`,
    );
  };
  // The yardstick is measured first and last, and its mean counts: the machine drifts.
  await run("static", "The bytes of / (gzip) as a file", proxy.url, "/files/home.html");
  for (const [name, target] of pages) await run("cached", name, proxy.url, target);
  for (const [name, target] of pages) await run("render", name, origin.base, target);
  await run("ownStatic", "Static copy of the home HTML", origin.base, "/__bench/home.html");
  await run("static", "The bytes of / (gzip) as a file (again)", proxy.url, "/files/home.html");
  const statics = rows.filter((row) => row.section === "static");
  const yardstick = statics.reduce((sum, row) => sum + row.rps, 0) / statics.length;
  const find = (section, target) => rows.find((row) => row.section === section && row.target === target);

  const cachedHome = find("cached", "/").rps / yardstick;
  const renderHome = find("render", "/").rps / find("ownStatic", "/__bench/home.html").rps;
  console.log(`"/" from nginx's cache: ${cachedHome.toFixed(2)} of nginx's static file`);
  console.log(`"/" rendered by an instance: ${renderHome.toFixed(2)} of the instance's static file`);
  const checks = [
    [`"/" from nginx's cache at ${MIN_CACHED_TO_STATIC} of nginx's static file`, cachedHome >= MIN_CACHED_TO_STATIC],
    [
      `"/" rendered at twice its share of the instance's static file before (${2 * RENDER_TO_OWN_STATIC_BEFORE})`,
      renderHome >= 2 * RENDER_TO_OWN_STATIC_BEFORE,
    ],
    ["no failed requests", rows.every((row) => row.failures === 0)],
    [
      `resident memory with ${PAST_LEADS} past requests within ${Math.round((MAX_MEMORY_GROWTH - 1) * 100)} % of an empty store`,
      pastMb <= emptyMb * MAX_MEMORY_GROWTH,
    ],
    [
      `a 1,400-entry Accept-Language at most ${MAX_LONG_ACCEPT_LANGUAGE_CPU} times the CPU of an unsupported one`,
      longCpu <= unsupportedCpu * MAX_LONG_ACCEPT_LANGUAGE_CPU,
    ],
    [`20 refused 14 KB paths within ${MAX_LONG_PATHS_CPU_S} s of server CPU`, longPathsCpu < MAX_LONG_PATHS_CPU_S],
    [
      `the largest article at most ${MAX_LARGEST_ARTICLE_CPU} times the CPU of one of usual length`,
      articles.largest.ms <= articles.usual.ms * MAX_LARGEST_ARTICLE_CPU,
    ],
    [`no article page over ${MAX_ARTICLE_PAGE_KB} KB`, articles.largest.pageKb <= MAX_ARTICLE_PAGE_KB],
    [
      `a contact request with Redis unavailable within ${MAX_CONTACT_WITHOUT_REDIS_MS} ms`,
      contactMs < MAX_CONTACT_WITHOUT_REDIS_MS,
    ],
    ...Object.entries(weights).flatMap(([target, weight]) =>
      Object.entries(PAGE_BUDGETS_KB).map(([kind, budget]) => [
        `${target}: ${kind} within ${budget} KB gzip`,
        weight[kind] <= budget,
      ]),
    ),
  ];
  for (const [name, passed] of checks) console.log(`${passed ? "ok  " : "FAIL"} ${name}`);
  process.exitCode = checks.every(([, passed]) => passed) ? 0 : 1;
} finally {
  await proxy.stop();
  for (const site of sites) site.stop();
  await rm(files, { recursive: true, force: true });
  await rm(path.dirname(originFile), { recursive: true, force: true });
}
