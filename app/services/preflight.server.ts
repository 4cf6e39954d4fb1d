// The launch check: every setting still on a sample value. `npm run
// preflight` prints the findings and fails while any remain; the production
// server logs them as warnings at start and runs anyway (the embedded default
// must work with no configuration at all).
import path from "node:path";
import { readLocalArticleFiles } from "~/insights/local-articles.server";
import { type SiteConfig, siteConfig } from "~/services/config.server";
import { listFounderSampleMarks } from "~/services/founders.server";
import { errorMessage, logEvent } from "~/utils/log.server";

/** One setting on a sample value: its name, its value now, and what to do, for the people who deploy the site. */
type PreflightFinding = { setting: string; value: string; action: string };

/** What the check looks at; the server and the CLI read it with `readPreflightInputs`, tests pass their own. */
export type PreflightInputs = {
  config: Pick<
    SiteConfig,
    | "siteUrl"
    | "appUrl"
    | "signupUrl"
    | "salesEmail"
    | "businessSalesEmail"
    | "company"
    | "supabase"
    | "contentDir"
    | "voice"
  >;
  founders: readonly { slug: string; name: string; sample: boolean }[];
  /** The files of content/articles (only shown, so only checked, while Supabase is not configured). */
  localArticles: readonly { file: string; sample: boolean }[];
};

/** The organisation number config.server.ts falls back to. */
const SAMPLE_ORG_NUMBER = "999999999";

/** example.com and its siblings are reserved for documentation (RFC 2606): no real site or mailbox lives there. */
function isExampleDomain(host: string): boolean {
  return /(?:^|\.)example\.(?:com|net|org)\.?$/i.test(host);
}

function isExampleUrl(url: string): boolean {
  try {
    return isExampleDomain(new URL(url).hostname);
  } catch {
    return false;
  }
}

function isExampleEmail(address: string): boolean {
  return isExampleDomain(address.slice(address.lastIndexOf("@") + 1));
}

/** A path as ops would type it: relative to the working directory when inside it. */
function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
}

export function findSampleSettings({ config, founders, localArticles }: PreflightInputs): PreflightFinding[] {
  const findings: PreflightFinding[] = [];
  const urls = [
    [
      "SITE_URL",
      config.siteUrl,
      "Set SITE_URL to the site's public address (for example https://www.sinnsro.no): canonical and language links, the sitemap and robots.txt are built from it.",
    ],
    ["APP_URL", config.appUrl, "Set APP_URL to the address of the app: the logo in the header links there."],
    [
      "SIGNUP_URL",
      config.signupUrl,
      "Set SIGNUP_URL to the address of the sign-up and payment site: the sign-up buttons link there.",
    ],
  ] as const;
  for (const [setting, value, action] of urls) {
    if (isExampleUrl(value)) findings.push({ setting, value, action });
  }
  const addresses = [
    ["SALES_EMAIL", config.salesEmail, "Set SALES_EMAIL to the mailbox that should receive contact requests."],
    [
      "BUSINESS_SALES_EMAIL",
      config.businessSalesEmail,
      "Set BUSINESS_SALES_EMAIL to the mailbox that should receive contact requests from businesses.",
    ],
    [
      "CONTACT_EMAIL",
      config.company.email,
      "Set CONTACT_EMAIL to the address visitors may write to, shown with the company details (when it is unset, SALES_EMAIL is shown).",
    ],
  ] as const;
  for (const [setting, value, action] of addresses) {
    if (isExampleEmail(value)) findings.push({ setting, value, action });
  }
  if (config.company.orgNumber === SAMPLE_ORG_NUMBER) {
    findings.push({
      setting: "COMPANY_ORG_NUMBER",
      value: config.company.orgNumber,
      action:
        "Set COMPANY_ORG_NUMBER to the company's nine-digit organisation number (from Brønnøysundregistrene): the site shows it with the company details.",
    });
  }
  if (!config.supabase) {
    findings.push({
      setting: "SUPABASE_URL, SUPABASE_ANON_KEY",
      value: "unset",
      action:
        "Set both to the Supabase project's URL and anon key. Until then contact requests are only written to the outbox file in DATA_DIR and reach nobody, and the articles are the local files in CONTENT_DIR.",
    });
  }
  const missingAgents = (["nb", "en"] as const)
    .filter((lang) => !config.voice?.agentIds[lang])
    .map((lang) => `VOICE_AGENT_ID_${lang.toUpperCase()}`);
  if (missingAgents.length > 0) {
    findings.push({
      setting: missingAgents.join(", "),
      value: "unset",
      action:
        "Set each to the id of that language's ElevenLabs agent (docs/voice-assistant.md). Until then pages in that language show no voice assistant.",
    });
  }
  const sampleFounders = founders.filter((founder) => founder.sample);
  if (sampleFounders.length > 0) {
    findings.push({
      setting: shownPath(path.join(config.contentDir, "founders.json")),
      value: sampleFounders.map((founder) => founder.name).join(", "),
      action:
        'Replace these sample founders with the real ones (name, title, three points, portrait; see docs/content.md) and delete their "sample": true line.',
    });
  }
  // With Supabase the articles come from there; the local files are not shown.
  const sampleArticles = config.supabase ? [] : localArticles.filter((article) => article.sample);
  if (sampleArticles.length > 0) {
    const count = `${sampleArticles.length} sample article${sampleArticles.length === 1 ? "" : "s"}`;
    findings.push({
      setting: shownPath(path.join(config.contentDir, "articles")),
      value: `${count}: ${sampleArticles.map((article) => article.file).join(", ")}`,
      action:
        "Configure Supabase (the articles then come from there), or replace these files with real articles and delete the sample: true line from their front matter.",
    });
  }
  return findings;
}

/** The running configuration, the founders file and (without Supabase) the local articles. */
export async function readPreflightInputs(): Promise<PreflightInputs> {
  const [founders, articleFiles] = await Promise.all([
    listFounderSampleMarks(),
    siteConfig.supabase ? [] : readLocalArticleFiles(siteConfig),
  ]);
  return {
    config: siteConfig,
    founders,
    localArticles: articleFiles.map(({ file, sample }) => ({ file, sample })),
  };
}

export async function runPreflight(): Promise<PreflightFinding[]> {
  return findSampleSettings(await readPreflightInputs());
}

/** What `npm run preflight` prints: each finding with what to do, or one line saying the site is ready. */
export function preflightReport(findings: readonly PreflightFinding[]): { ready: boolean; text: string } {
  if (findings.length === 0) {
    return { ready: true, text: "Launch check: ready. No setting is on a sample value." };
  }
  const count =
    findings.length === 1
      ? "1 setting still has a sample value"
      : `${findings.length} settings still have sample values`;
  const items = findings.map((finding) => `${finding.setting} = ${finding.value}\n  ${finding.action}`);
  return {
    ready: false,
    text: [
      `Launch check: ${count}. Do not launch until each is fixed:`,
      ...items,
      "Set the variables in the production environment, edit the content files, and run npm run preflight again.",
    ].join("\n\n"),
  };
}

/**
 * The server's start: one warning line per finding, once. A check that cannot
 * finish (an unreadable founders file) is a warning too; the server starts either way.
 */
export async function logSampleSettings(run: () => Promise<PreflightFinding[]> = runPreflight): Promise<void> {
  try {
    for (const finding of await run()) logEvent("warn", "preflight.sample_setting", { ...finding });
  } catch (error) {
    logEvent("warn", "preflight.failed", { error: errorMessage(error) });
  }
}
