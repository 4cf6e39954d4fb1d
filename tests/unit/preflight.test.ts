import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { parseLocalArticleFile } from "~/insights/local-articles.server";
import { parseSiteConfig } from "~/services/config.server";
import { findSampleSettings, type PreflightInputs } from "~/services/preflight.server";
import { LAUNCH_ENV } from "../support/preflight-values";

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
    sampleContent: [],
    unsourcedFigures: [],
    ...overrides,
  };
}

const settings = (found: { setting: string }[]) => found.map((finding) => finding.setting);

// What `npm run preflight` and the server report for the embedded default, the shipped content and
// launch values is checked end to end (tests/e2e/http/preflight.spec.ts); here, each rule alone.
describe("findSampleSettings", () => {
  it.each([
    ["SITE_URL", "https://example.com", "https://example.com", "SITE_URL"],
    ["SITE_URL", "https://WWW.Example.COM", "https://WWW.Example.COM", "SITE_URL"],
    ["APP_URL", "https://app.example.com", "https://app.example.com", "APP_URL"],
    ["SIGNUP_URL", "https://signup.example.org/start", "https://signup.example.org/start", "SIGNUP_URL"],
    ["SALES_EMAIL", "sales@example.com", "sales@example.com", "SALES_EMAIL"],
    ["BUSINESS_SALES_EMAIL", "b2b@mail.example.net", "b2b@mail.example.net", "BUSINESS_SALES_EMAIL"],
    ["VOICE_AGENT_ID_EN", "", "unset", "voice assistant"],
    // What visitors say to an ElevenLabs agent stays in the EU only with EU data residency.
    ["ELEVENLABS_SERVER_LOCATION", "global", "global", "eu-residency"],
    ["ELEVENLABS_SERVER_LOCATION", "in-residency", "in-residency", "eu-residency"],
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

  it("finds the voice region only while an ElevenLabs agent is configured", () => {
    expect(settings(findSampleSettings(inputs({ ...REAL_ENV, ELEVENLABS_SERVER_LOCATION: "us" })))).toEqual([
      "ELEVENLABS_SERVER_LOCATION",
    ]);
    const { VOICE_AGENT_ID_NB: _nb, VOICE_AGENT_ID_EN: _en, ...noAgents } = REAL_ENV;
    expect(settings(findSampleSettings(inputs({ ...noAgents, ELEVENLABS_SERVER_LOCATION: "us" })))).toEqual([
      "VOICE_AGENT_ID_NB, VOICE_AGENT_ID_EN",
    ]);
    const otherVendor = { ELEVENLABS_SERVER_LOCATION: "us", VOICE_WIDGET_SCRIPT_URL: "https://widget.example/w.js" };
    expect(findSampleSettings(inputs({ ...REAL_ENV, ...otherVendor }))).toEqual([]);
  });

  it.each(["COMPANY_NAME", "COMPANY_ADDRESS"])("finds %s while it is unset (its default is a sample)", (name) => {
    const { [name]: _set, ...env } = REAL_ENV as Record<string, string>;
    expect(findSampleSettings(inputs(env))).toEqual([
      { setting: name, value: "unset", action: expect.stringContaining("privacy page") },
    ]);
  });

  it("names each content file marked sample, where CONTENT_DIR puts it", () => {
    const found = findSampleSettings(inputs(REAL_ENV, { sampleContent: ["personvern.md", "personvern.en.md"] }));
    expect(found).toEqual(
      ["personvern.md", "personvern.en.md"].map((file) => ({
        setting: path.join("content", file),
        value: "sample: true",
        action: expect.stringContaining("sample: true"),
      })),
    );
  });

  it("names each figure on the home page without a source", () => {
    const found = findSampleSettings(inputs(REAL_ENV, { unsourcedFigures: ["85 %", "4,8 av 5"] }));
    expect(found).toEqual(
      ["85 %", "4,8 av 5"].map((figure) => ({
        setting: path.join("content", "figures.json"),
        value: figure,
        action: expect.stringContaining("source"),
      })),
    );
  });

  it("finds contact delivery that only keeps leads locally", () => {
    expect(findSampleSettings(inputs(NO_SUPABASE))).toEqual([
      { setting: "SUPABASE_URL, SUPABASE_ANON_KEY", value: "unset", action: expect.stringContaining("npm run outbox") },
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
