import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseLocalArticleFile } from "~/insights/local-articles.server";
import { parseSiteConfig } from "~/services/config.server";
import {
  findSampleSettings,
  logSampleSettings,
  type PreflightInputs,
  preflightReport,
  runPreflight,
} from "~/services/preflight.server";
import { DEFAULT_FINDINGS, LAUNCH_ENV } from "../support/preflight-values";

/** Everything set for launch: real addresses, a backend, the organisation number. */
const REAL_ENV = { ...LAUNCH_ENV, SUPABASE_URL: "https://abcd.supabase.co" };
const { SUPABASE_URL: _url, SUPABASE_ANON_KEY: _key, ...NO_SUPABASE } = REAL_ENV;

const kari = { slug: "kari-nordmann", name: "Kari Nordmann", sample: true };
const sampleFounders = [kari, { slug: "ola-nordmann", name: "Ola Nordmann", sample: true }];
const articleA = { file: "a.md", sample: true };
const sampleArticles = [articleA, { file: "b.md", sample: true }];

function inputs(env: Record<string, string>, overrides: Partial<PreflightInputs> = {}): PreflightInputs {
  return {
    config: parseSiteConfig(env),
    founders: sampleFounders.map((founder) => ({ ...founder, sample: false })),
    localArticles: [],
    ...overrides,
  };
}

const settings = (found: { setting: string }[]) => found.map((finding) => finding.setting);

describe("findSampleSettings", () => {
  it("finds every sample value of the embedded default", () => {
    const found = findSampleSettings({
      config: parseSiteConfig({}),
      founders: sampleFounders,
      localArticles: sampleArticles,
    });
    expect(found.map(({ setting, value }) => [setting, value])).toEqual([
      ...DEFAULT_FINDINGS,
      ["content/articles", "2 sample articles: a.md, b.md"],
    ]);
    for (const finding of found) expect(finding.action, finding.setting).toMatch(/^[A-Z].{20,}\.$/);
  });

  it("finds nothing once every setting has its real value", () => {
    expect(findSampleSettings(inputs(REAL_ENV))).toEqual([]);
  });

  it.each([
    ["SITE_URL", "https://example.com", "https://example.com", "SITE_URL"],
    ["SITE_URL", "https://WWW.Example.COM", "https://WWW.Example.COM", "SITE_URL"],
    ["APP_URL", "https://app.example.com", "https://app.example.com", "APP_URL"],
    ["SIGNUP_URL", "https://signup.example.org/start", "https://signup.example.org/start", "SIGNUP_URL"],
    ["SALES_EMAIL", "sales@example.com", "sales@example.com", "SALES_EMAIL"],
    ["BUSINESS_SALES_EMAIL", "b2b@mail.example.net", "b2b@mail.example.net", "BUSINESS_SALES_EMAIL"],
    ["VOICE_AGENT_ID_EN", "", "unset", "voice assistant"],
    // The organisation number however it is spaced.
    ["COMPANY_ORG_NUMBER", "999999999", "999999999", "organisation number"],
    ["COMPANY_ORG_NUMBER", "999 999 999", "999999999", "organisation number"],
  ])("finds %s = %j alone, as %s", (name, given, value, action) => {
    const found = findSampleSettings(inputs({ ...REAL_ENV, CONTACT_EMAIL: "hei@sinnsro.no", [name]: given }));
    expect(found).toEqual([{ setting: name, value, action: expect.stringContaining(action) }]);
  });

  it.each([
    ["SITE_URL", "https://example.community"],
    ["SITE_URL", "https://www.myexample.com"],
    ["APP_URL", "https://example.com.sinnsro.no"],
    ["SALES_EMAIL", "example.com@sinnsro.no"],
  ])("does not mistake %s = %s for a sample", (name, value) => {
    expect(findSampleSettings(inputs({ ...REAL_ENV, [name]: value }))).toEqual([]);
  });

  it.each([
    [{ CONTACT_EMAIL: "hei@example.com" }, ["CONTACT_EMAIL"]],
    [{ SALES_EMAIL: "salg@example.com" }, ["SALES_EMAIL", "CONTACT_EMAIL"]],
    [{ SALES_EMAIL: "salg@example.com", CONTACT_EMAIL: "hei@sinnsro.no" }, ["SALES_EMAIL"]],
  ])("finds CONTACT_EMAIL when it is an example address, or unset while SALES_EMAIL is one: %j", (env, expected) => {
    expect(settings(findSampleSettings(inputs({ ...REAL_ENV, ...env })))).toEqual(expected);
  });

  it("finds contact delivery that only writes the local outbox", () => {
    expect(findSampleSettings(inputs(NO_SUPABASE))).toEqual([
      { setting: "SUPABASE_URL, SUPABASE_ANON_KEY", value: "unset", action: expect.stringContaining("outbox") },
    ]);
  });

  it("names each founder still marked sample, and only those", () => {
    const founders = [kari, { slug: "ola", name: "Ola Ekte", sample: false }];
    const found = findSampleSettings(inputs(REAL_ENV, { founders }));
    expect(found).toEqual([
      { setting: "content/founders.json", value: "Kari Nordmann", action: expect.stringContaining('"sample": true') },
    ]);
  });

  it("shows the founders file where CONTENT_DIR puts it", () => {
    const contentDir = path.join(path.parse(process.cwd()).root, "srv", "content");
    const found = findSampleSettings(inputs({ ...REAL_ENV, CONTENT_DIR: contentDir }, { founders: sampleFounders }));
    expect(settings(found)).toEqual([path.join(contentDir, "founders.json")]);
  });

  it("finds sample articles only while they are the articles shown (no Supabase)", () => {
    const localArticles = [...sampleArticles, { file: "ekte.md", sample: false }];
    expect(findSampleSettings(inputs(NO_SUPABASE, { localArticles }))).toEqual([
      expect.objectContaining({ setting: "SUPABASE_URL, SUPABASE_ANON_KEY" }),
      {
        setting: "content/articles",
        value: "2 sample articles: a.md, b.md",
        action: expect.stringContaining("sample: true"),
      },
    ]);
    expect(findSampleSettings(inputs(REAL_ENV, { localArticles }))).toEqual([]);
    expect(findSampleSettings(inputs(NO_SUPABASE, { localArticles: [articleA] }))).toContainEqual(
      expect.objectContaining({ setting: "content/articles", value: "1 sample article: a.md" }),
    );
  });
});

describe("the shipped content", () => {
  it("marks every founder and every local article as a sample", async () => {
    const files = (await readdir(path.resolve("content/articles"))).filter((name) => name.endsWith(".md")).sort();
    expect(files.length).toBeGreaterThan(0);
    const values = new Map((await runPreflight()).map((finding) => [finding.setting, finding.value]));
    expect(values.get(path.join("content", "founders.json"))).toBe("Kari Nordmann, Ola Nordmann");
    expect(values.get(path.join("content", "articles"))).toBe(`${files.length} sample articles: ${files.join(", ")}`);
  });
});

describe("parseLocalArticleFile", () => {
  const text = (extra: string) => `---\nid: a\ntitle: "A"\ncreated_at: "2026-01-01T00:00:00Z"\n${extra}---\nTekst.\n`;

  it("reads the sample mark apart from the article row", () => {
    const parsed = parseLocalArticleFile("a.md", text("sample: true\n"));
    expect(parsed?.sample).toBe(true);
    expect(parsed?.row).not.toHaveProperty("sample");
    expect(parseLocalArticleFile("a.md", text(""))?.sample).toBe(false);
  });

  it("drops a file whose sample mark is not a boolean", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(parseLocalArticleFile("a.md", text('sample: "maybe"\n'))).toBeNull();
  });
});

describe("preflightReport", () => {
  it("lists each finding's setting, value and what to do, and is not ready", () => {
    const found = findSampleSettings(inputs({ ...REAL_ENV, SITE_URL: "https://www.example.com" }));
    const report = preflightReport(found);
    expect(report.ready).toBe(false);
    expect(report.text).toContain("SITE_URL = https://www.example.com");
    expect(found).toHaveLength(1);
    expect(report.text).toContain(found[0]?.action);
    expect(report.text).toMatch(/1 setting still has a sample value/);
  });

  it("says ready when nothing is left", () => {
    expect(preflightReport([])).toEqual({ ready: true, text: expect.stringMatching(/^Launch check: ready\./) });
  });
});

describe("logSampleSettings", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("writes one warning line per finding", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const found = findSampleSettings(inputs({ ...REAL_ENV, SITE_URL: "https://example.com", COMPANY_ORG_NUMBER: "" }));
    await logSampleSettings(async () => found);
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toEqual(
      found.map((finding) => expect.objectContaining({ level: "warn", event: "preflight.sample_setting", ...finding })),
    );
    expect(lines).toHaveLength(2);
  });

  it("logs a check that cannot finish, and does not throw (the server still starts)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(
      logSampleSettings(async () => {
        throw new Error("founders.json: Unexpected token");
      }),
    ).resolves.toBeUndefined();
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({
      level: "warn",
      event: "preflight.failed",
      error: "founders.json: Unexpected token",
    });
  });
});
