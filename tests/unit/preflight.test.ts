import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/services/config.server";
import { findSampleSettings, type PreflightInputs } from "~/services/preflight.server";
import { LAUNCH_ENV } from "../support/preflight-values";

/** Everything set for launch: real addresses, a backend, the organisation number. */
const REAL_ENV = { ...LAUNCH_ENV, SUPABASE_URL: "https://abcd.supabase.co", CONTACT_EMAIL: "hei@sinnsro.no" };
const { SUPABASE_URL: _url, SUPABASE_ANON_KEY: _key, ...NO_SUPABASE } = REAL_ENV;

const sampleArticles = [
  { file: "a.md", sample: true },
  { file: "b.md", sample: true },
  { file: "ekte.md", sample: false },
];

/** The settings found for an environment, with launch content unless `overrides` say otherwise. */
function found(env: Record<string, string>, overrides: Partial<PreflightInputs> = {}) {
  const inputs = {
    founders: [],
    localArticles: [],
    sampleContent: [],
    unsourcedFigures: [],
    audiencesWithoutPrice: [],
    ...overrides,
  };
  return findSampleSettings({ config: parseSiteConfig(env), ...inputs });
}

const settings = (env: Record<string, string>, overrides: Partial<PreflightInputs> = {}) =>
  found(env, overrides).map((finding) => `${finding.setting} = ${finding.value}`);

// What `npm run preflight` and the server report for the embedded default, the shipped content and
// launch values is checked end to end (tests/e2e/http/preflight.spec.ts); here, each rule alone.
describe("findSampleSettings", () => {
  it.each([
    ["SITE_URL", "https://WWW.Example.COM", "https://WWW.Example.COM"],
    ["SIGNUP_URL", "https://signup.example.org/start", "https://signup.example.org/start"],
    ["BUSINESS_SALES_EMAIL", "b2b@mail.example.net", "b2b@mail.example.net"],
    ["CONTACT_EMAIL", "hei@example.com", "hei@example.com"],
    // What visitors say to an ElevenLabs agent stays in the EU only with EU data residency.
    ["ELEVENLABS_SERVER_LOCATION", "in-residency", "in-residency"],
    // The organisation number however it is spaced.
    ["COMPANY_ORG_NUMBER", "999 999 999", "999999999"],
  ])("finds %s = %j alone", (name, given, value) => {
    expect(settings({ ...REAL_ENV, [name]: given })).toEqual([`${name} = ${value}`]);
  });

  it.each([
    ["SITE_URL", "https://example.community"],
    ["SITE_URL", "https://www.myexample.com"],
    ["APP_URL", "https://example.com.sinnsro.no"],
    ["SALES_EMAIL", "example.com@sinnsro.no"],
  ])("does not mistake %s = %s for a sample", (name, value) => {
    expect(found({ ...REAL_ENV, [name]: value })).toEqual([]);
  });

  it("finds CONTACT_EMAIL unset while SALES_EMAIL, which it falls back to, is an example address", () => {
    const { CONTACT_EMAIL: _unset, ...env } = REAL_ENV;
    expect(settings({ ...env, SALES_EMAIL: "salg@example.com" })).toEqual([
      "SALES_EMAIL = salg@example.com",
      "CONTACT_EMAIL = salg@example.com",
    ]);
  });

  it("finds the voice region only while an ElevenLabs agent is configured", () => {
    const { VOICE_AGENT_ID_NB: _nb, VOICE_AGENT_ID_EN: _en, ...noAgents } = REAL_ENV;
    expect(settings({ ...noAgents, ELEVENLABS_SERVER_LOCATION: "us" })).toEqual([
      "VOICE_AGENT_ID_NB, VOICE_AGENT_ID_EN = unset",
    ]);
  });

  it("names only the founders still marked sample, in the founders file where CONTENT_DIR puts it", () => {
    const contentDir = path.join(path.parse(process.cwd()).root, "srv", "content");
    const founders = [{ name: "Kari Nordmann", sample: true }, { name: "Ola Ekte" }];
    expect(settings({ ...REAL_ENV, CONTENT_DIR: contentDir }, { founders })).toEqual([
      `${path.join(contentDir, "founders.json")} = Kari Nordmann`,
    ]);
  });

  it("finds sample articles only while they are the articles shown (no Supabase)", () => {
    expect(settings(NO_SUPABASE, { localArticles: sampleArticles })).toEqual([
      "SUPABASE_URL, SUPABASE_ANON_KEY = unset",
      "content/articles = 2 sample articles: a.md, b.md",
    ]);
    expect(found(REAL_ENV, { localArticles: sampleArticles })).toEqual([]);
    expect(settings(NO_SUPABASE, { localArticles: sampleArticles.slice(0, 1) })).toContain(
      "content/articles = 1 sample article: a.md",
    );
  });
});
