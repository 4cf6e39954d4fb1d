// The launch check: every setting still on a sample value. `npm run
// preflight` prints the findings and fails while any remain; the production
// server logs them as warnings at start and runs anyway (the embedded default
// must work with no configuration at all).
import path from "node:path";
import { audiencesWithoutPrice } from "~/content/prices.server";
import { readSampleContentFiles } from "~/content/static-content.server";
import { unsourcedFigures } from "~/home/figure-sources.server";
import { readLocalArticleFiles } from "~/insights/local-articles.server";
import { type SiteConfig, siteConfig } from "~/services/config.server";
import { loadFounders } from "~/services/founders.server";
import { errorMessage, logEvent } from "~/utils/log.server";

/** What the check looks at; `runPreflight` reads it, tests pass their own. */
export type PreflightInputs = {
  config: SiteConfig;
  founders: readonly { name: string; sample?: boolean }[];
  /** The files of content/articles (only shown, so only checked, while Supabase is not configured). */
  localArticles: readonly { file: string; sample: boolean }[];
  /** The content files (not articles) marked `sample: true` in their front matter, by name. */
  sampleContent: readonly string[];
  /** The home page's figures without a source in content/figures.json. */
  unsourcedFigures: readonly string[];
  /** The audiences content/prices.json gives no price. */
  audiencesWithoutPrice: readonly string[];
};

/** What to do about each setting on a sample value. */
const ACTIONS = {
  SITE_URL:
    "Set SITE_URL to the site's public address (for example https://www.sinnsro.no): canonical and language links, the sitemap and robots.txt are built from it.",
  APP_URL: "Set APP_URL to the address of the app: the logo in the header links there.",
  SIGNUP_URL: "Set SIGNUP_URL to the address of the sign-up and payment site: the sign-up buttons link there.",
  SALES_EMAIL: "Set SALES_EMAIL to the mailbox that should receive contact requests.",
  BUSINESS_SALES_EMAIL: "Set BUSINESS_SALES_EMAIL to the mailbox that should receive contact requests from businesses.",
  CONTACT_EMAIL:
    "Set CONTACT_EMAIL to the address visitors may write to, shown with the company details (when it is unset, SALES_EMAIL is shown).",
  COMPANY_NAME:
    "Set COMPANY_NAME to the company's registered name (even if it is Sinnsro AS): the footer and the privacy page name it as the data controller.",
  COMPANY_ADDRESS:
    "Set COMPANY_ADDRESS to the company's business address (street, postcode and place): the privacy page gives it with the data controller.",
  orgNumber:
    "Set COMPANY_ORG_NUMBER to the company's nine-digit organisation number (from Brønnøysundregistrene): the site shows it with the company details.",
  supabase:
    "Set both to the Supabase project's URL and anon key. Until then contact requests are only kept in DATA_DIR (npm run outbox reads them) and reach nobody, and the articles are the local files in CONTENT_DIR.",
  voice:
    "Set each to the id of that language's ElevenLabs agent (docs/voice-assistant.md). Until then pages in that language show no voice assistant.",
  voiceRegion:
    "Set ELEVENLABS_SERVER_LOCATION to eu-residency (EU data residency is a plan with ElevenLabs; docs/voice-assistant.md). Until then ElevenLabs may process what visitors say to the voice assistant outside the EU (the assistant and the AI advisor page tell them where), which disagrees with the site's statement that data is stored on servers in Norway.",
  founders:
    'Replace these sample founders with the real ones (name, title, three points, portrait; see docs/content.md) and delete their "sample": true line.',
  content:
    "Have the owner check this text (it holds sample facts, such as the legal basis on the privacy page), correct it, and delete the sample: true line from its front matter.",
  figure:
    'Give this figure on the home page its source in figures.json (who asked, how many and when, in nb and en; docs/content.md), or take the figure off the page: { "85 %": { "nb": "…", "en": "…" } }.',
  prices:
    'Give each audience its price after the free trial or pilot in prices.json (docs/content.md): { "personlig": { "nb": "…", "en": "…" } }. Until then the site names no price.',
  articles:
    "Configure Supabase (the articles then come from there), or replace these files with real articles and delete the sample: true line from their front matter.",
};

/** The organisation number config.server.ts falls back to. */
const SAMPLE_ORG_NUMBER = "999999999";

/** example.com and its siblings are reserved for documentation (RFC 2606): no real site or mailbox lives there. */
function isExample(address: string): boolean {
  const host = URL.canParse(address) ? new URL(address).hostname : address.slice(address.lastIndexOf("@") + 1);
  return /(?:^|\.)example\.(?:com|net|org)\.?$/i.test(host);
}

/** A check: whether the setting is on a sample value, and whether visitors see that value on the pages. */
type Check = [isSample: boolean, setting: string, value: string, action: string, seenByVisitors?: "seen"];

/** Each setting on a sample value: its name, its value now, and what to do, for the people who deploy the site. */
export function findSampleSettings(inputs: PreflightInputs) {
  const { config, founders, localArticles, sampleContent } = inputs;
  const addresses = [
    ["SITE_URL", config.siteUrl],
    ["APP_URL", config.appUrl],
    ["SIGNUP_URL", config.signupUrl],
    ["SALES_EMAIL", config.salesEmail],
    ["BUSINESS_SALES_EMAIL", config.businessSalesEmail],
    ["CONTACT_EMAIL", config.company.email],
  ] as const;
  const missingAgents = (["nb", "en"] as const)
    .filter((lang) => !config.voice?.agentIds[lang])
    .map((lang) => `VOICE_AGENT_ID_${lang.toUpperCase()}`);
  const voiceRegion = config.voice?.serverLocation ?? "eu-residency";
  const sampleFounders = founders.flatMap((founder) => (founder.sample ? [founder.name] : [])).join(", ");
  // With Supabase the articles come from there; the local files are not shown.
  const sampleArticles = config.supabase ? [] : localArticles.filter((article) => article.sample);
  const articleCount = `${sampleArticles.length} sample article${sampleArticles.length === 1 ? "" : "s"}`;
  const articleList = `${articleCount}: ${sampleArticles.map((article) => article.file).join(", ")}`;
  // A content file as typed from the working folder the check runs in; in full when outside it.
  const contentFile = (name: string, file = path.join(config.contentDir, name)) =>
    path.relative(process.cwd(), file).startsWith("..") ? file : path.relative(process.cwd(), file);
  const figuresFile = contentFile("figures.json");
  const checks: Check[] = [
    ...addresses.map(([setting, value]): Check => [isExample(value), setting, value, ACTIONS[setting]]),
    ...config.unsetCompanyDetails.map((setting): Check => [true, setting, "unset", ACTIONS[setting], "seen"]),
    [
      config.company.orgNumber === SAMPLE_ORG_NUMBER,
      "COMPANY_ORG_NUMBER",
      SAMPLE_ORG_NUMBER,
      ACTIONS.orgNumber,
      "seen",
    ],
    [!config.supabase, "SUPABASE_URL, SUPABASE_ANON_KEY", "unset", ACTIONS.supabase],
    [missingAgents.length > 0, missingAgents.join(", "), "unset", ACTIONS.voice],
    [voiceRegion !== "eu-residency", "ELEVENLABS_SERVER_LOCATION", voiceRegion, ACTIONS.voiceRegion],
    [sampleFounders !== "", contentFile("founders.json"), sampleFounders, ACTIONS.founders, "seen"],
    ...sampleContent.map((file): Check => [true, contentFile(file), "sample: true", ACTIONS.content, "seen"]),
    ...inputs.unsourcedFigures.map((figure): Check => [true, figuresFile, figure, ACTIONS.figure]),
    [
      inputs.audiencesWithoutPrice.length > 0,
      contentFile("prices.json"),
      inputs.audiencesWithoutPrice.join(", "),
      ACTIONS.prices,
    ],
    [sampleArticles.length > 0, contentFile("articles"), articleList, ACTIONS.articles, "seen"],
  ];
  return checks
    .filter(([isSample]) => isSample)
    .map(([, setting, value, action, seen]) => ({ setting, value, action, seenByVisitors: seen === "seen" }));
}

/** The check of the running configuration, the content files and (without Supabase) the local articles. */
export async function runPreflight(): Promise<ReturnType<typeof findSampleSettings>> {
  return findSampleSettings({
    config: siteConfig,
    founders: await loadFounders(),
    // With Supabase the articles come from there; the local files are not shown.
    localArticles: siteConfig.supabase ? [] : await readLocalArticleFiles(siteConfig),
    sampleContent: await readSampleContentFiles(siteConfig.contentDir),
    unsourcedFigures: await unsourcedFigures(),
    audiencesWithoutPrice: await audiencesWithoutPrice(),
  });
}

/** What `npm run preflight` prints: each finding with what to do, or one line saying the site is ready. */
export function preflightReport(findings: ReturnType<typeof findSampleSettings>): { ready: boolean; text: string } {
  if (findings.length === 0) return { ready: true, text: "Launch check: ready. No setting is on a sample value." };
  const { length } = findings;
  const count = length === 1 ? "1 setting still has a sample value" : `${length} settings still have sample values`;
  return {
    ready: false,
    text: [
      `Launch check: ${count}. Do not launch until each is fixed:`,
      ...findings.map(({ setting, value, action }) => `${setting} = ${value}\n  ${action}`),
      "Set the variables in the production environment, edit the content files, and run npm run preflight again.",
    ].join("\n\n"),
  };
}

/**
 * The server's start: one warning line per finding, once. A check that cannot
 * finish (an unreadable founders file) is a warning too; the server starts either way.
 */
export async function logSampleSettings(): Promise<void> {
  try {
    for (const { seenByVisitors: _, ...finding } of await serverLaunchCheck()) {
      logEvent("warn", "preflight.sample_setting", finding);
    }
  } catch (error) {
    logEvent("warn", "preflight.failed", { error: errorMessage(error) });
  }
}

/** The running server's launch check, once: in production content files are read once a process too. */
let serverCheck: ReturnType<typeof runPreflight> | undefined;
const serverLaunchCheck = () => (serverCheck ??= runPreflight());

/**
 * Whether visitors see sample content (founders, page texts, articles, company details): then every
 * page says so and asks search engines not to index it. A check that cannot finish counts as sample.
 */
export async function showsSampleContent(): Promise<boolean> {
  try {
    return (await serverLaunchCheck()).some((finding) => finding.seenByVisitors);
  } catch {
    return true;
  }
}
