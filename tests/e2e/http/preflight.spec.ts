import { cp, mkdtempDisposable, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { DEFAULT_FINDINGS, LAUNCH_ENV } from "../../support/preflight-values";
import { runBuildScript, startSite } from "../../support/site-server";

// The launch check: `npm run preflight` runs build/preflight.js; the server logs the same at start.

/** Launch values, with a Supabase that must never be called: the check reads configuration and files only. */
const REAL_ENV = { ...LAUNCH_ENV, SUPABASE_ANON_KEY: "test-anon-key" };

const preflight = (env: Record<string, string>) => runBuildScript("preflight.js", env);

const month = { nb: "99 kr i måneden", en: "NOK 99 a month" };
const PRICES = {
  personlig: month,
  ungdom: month,
  bedrift: { nb: "49 kr per ansatt i måneden", en: "NOK 49 per employee a month" },
};

test("npm run preflight fails on the embedded default and lists every sample setting with what to do; the production server logs each as a warning once at start, and runs", async ({
  site,
}) => {
  const articles = (await readdir(path.resolve("content/articles"))).filter((name) => name.endsWith(".md"));
  const { code, stdout } = await preflight({});
  expect(code).toBe(1);
  // Each finding: the setting and its value, then (indented) what to do.
  for (const [setting, value] of DEFAULT_FINDINGS) expect(stdout).toContain(`\n\n${setting} = ${value}\n  `);
  // What each finding tells to do: tests/unit/preflight.test.ts.
  expect(stdout).toContain("\nSITE_URL = https://www.example.com\n  Set SITE_URL to the site's public address");
  expect(stdout).toContain(`\ncontent/articles = ${articles.length} sample articles: ${articles.sort().join(", ")}\n`);
  expect(stdout).toMatch(/^Launch check: 24 settings still have sample values\./);
  expect(stdout).not.toContain("ready");
  await expect
    .poll(() => site.events("preflight.sample_setting").length)
    .toBeGreaterThanOrEqual(DEFAULT_FINDINGS.length);
  const lines = site.events("preflight.sample_setting");
  expect(lines.map((line) => [line.setting, line.value]).slice(0, DEFAULT_FINDINGS.length)).toEqual(DEFAULT_FINDINGS);
  expect(lines.map((line) => line.setting)).toContain("content/articles");
  for (const line of lines) expect(line).toMatchObject({ level: "warn", action: expect.stringMatching(/^[A-Z].+\.$/) });
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  expect(site.events("preflight.sample_setting")).toHaveLength(lines.length);
});

test("with launch values npm run preflight passes without calling the backend, and fails on a voice region outside the EU; the server logs only what is left on a sample value", async () => {
  await using backend = await startFakeSupabase();
  // A copy of content/ whose founders, page texts, figures and prices are real (not sample, sourced);
  // the articles stay sample ones.
  await using folder = await mkdtempDisposable(path.join(tmpdir(), "preflight-content-"));
  const contentDir = folder.path;
  await cp(path.resolve("content"), contentDir, { recursive: true });
  const file = path.join(contentDir, "founders.json");
  const founders = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>[];
  await writeFile(file, JSON.stringify(founders.map(({ sample: _sample, ...founder }) => founder)));
  for (const name of await readdir(contentDir)) {
    if (!name.endsWith(".md")) continue;
    const page = path.join(contentDir, name);
    await writeFile(page, (await readFile(page, "utf8")).replace(/^sample: true\n/m, ""));
  }
  const source = { nb: "Egen brukerundersøkelse", en: "Our own user survey" };
  const figures = Object.fromEntries(["85 %", "90 %", "24/7", "4,8 av 5"].map((figure) => [figure, source]));
  await writeFile(path.join(contentDir, "figures.json"), JSON.stringify(figures));
  await writeFile(path.join(contentDir, "prices.json"), JSON.stringify(PRICES));
  const env = { ...REAL_ENV, SUPABASE_URL: backend.url, CONTENT_DIR: contentDir };
  const { code, stdout, stderr } = await preflight(env);
  expect(stderr).toBe("");
  expect(stdout).toBe("Launch check: ready. No setting is on a sample value.\n");
  expect(code).toBe(0);
  const us = await preflight({ ...env, ELEVENLABS_SERVER_LOCATION: "us" });
  expect(us.stdout).toMatch(/^Launch check: 1 setting still has a sample value\./);
  expect(us.stdout).toContain("\n\nELEVENLABS_SERVER_LOCATION = us\n  Set ELEVENLABS_SERVER_LOCATION to eu-residency");
  expect(us.code).toBe(1);
  expect(backend.requests).toEqual([]);
  await using site = await startSite({ ...env, SITE_URL: "https://www.example.com" });
  // All of one start's lines are written together: once one is there, all are.
  await expect.poll(() => site.events("preflight.sample_setting").length).toBeGreaterThan(0);
  expect(site.events("preflight.sample_setting")).toEqual([
    expect.objectContaining({ level: "warn", setting: "SITE_URL", value: "https://www.example.com" }),
  ]);
  // No sample content left for visitors to see: no notice, and the pages may be indexed; the price
  // shows where the trial is mentioned (the next step; the youth page's cost).
  for (const [path, lang, price] of [
    ["/", "nb", PRICES.personlig.nb],
    ["/en/about", "en", PRICES.personlig.en],
    ["/ungdom", "nb", PRICES.ungdom.nb],
  ] as const) {
    const html = await (await fetch(`${site.url}${path}`)).text();
    expect(html).toContain("<h1");
    expect(html).not.toContain(bundles.nb.site.sampleNotice);
    expect(html).not.toContain(bundles.en.site.sampleNotice);
    expect(html).not.toContain('name="robots"');
    const shown = bundles[lang].nextStep.price.replace("{{price}}", price);
    expect(html.split(shown).length - 1, path).toBe(path === "/ungdom" ? 2 : 1);
  }
});

test("npm run preflight stops with the reason when the configuration is invalid", async () => {
  const { code, stdout, stderr } = await preflight({ SITE_URL: "www.sinnsro.no" });
  expect(code).toBe(2);
  expect(stdout).toBe("");
  expect(stderr).toMatch(/^Launch check could not run: Invalid environment configuration:\n {2}SITE_URL: /);
});
