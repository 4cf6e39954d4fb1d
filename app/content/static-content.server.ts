import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import frontMatter from "front-matter";
import { Marked } from "marked";
import customHeadingId from "marked-custom-heading-id";
import type { LoadedContent } from "~/components/content/content-body";
import { formatOrgNumber } from "~/components/layout/site-data";
import { type ServerT, translatorFor } from "~/i18n/i18n.server";
import type { ContentSlug, Language } from "~/routing/paths";
import { type SiteConfig, siteConfig } from "~/services/config.server";
import { escapeMarkup } from "~/utils/escape-markup";
import { errorMessage, logEvent } from "~/utils/log.server";
import { type ContentSettings, createContentCache, type ReadContentFile, readOptional } from "./content-files.server";
import { sanitizeContentHtml } from "./sanitize.server";

// `## Heading {#id}` sets a heading's id: the product page's sections are linked from the home page.
const markdown = new Marked({ gfm: true, async: false }).use(customHeadingId());

/** The first file a page may come from that has text: language-specific before generic, HTML before markdown. */
async function readFirstCandidate(read: ReadContentFile, slug: ContentSlug, lang: Language) {
  for (const kind of ["html", "md"] as const) {
    for (const file of [`${slug}.${lang}.${kind}`, `${slug}.${kind}`]) {
      const source = await readOptional(read, file);
      if (source?.trim()) return { kind, source };
    }
  }
  return null;
}

/**
 * A founder's section of a content file (docs/content.md) runs from `<!-- founder: slug -->` to
 * `<!-- /founder -->`, the next founder marker or the end of the file.
 */
const FOUNDER_SECTION =
  /<!--\s*founder:\s*([a-z0-9-]+)\s*-->([\s\S]*?)(?:<!--\s*\/founder\s*-->|(?=<!--\s*founder:)|$)/g;

/** The part of a content file that belongs to one founder; null when the file has no such section, or an empty one. */
export function founderSection(source: string, founderSlug: string): string | null {
  const section = [...source.matchAll(FOUNDER_SECTION)].find(([, slug]) => slug === founderSlug);
  return section?.[2]?.trim() || null;
}

/** A content file without the founders' sections (the about page, whose cards present them). */
export function withoutFounderSections(source: string): string {
  return source.replace(FOUNDER_SECTION, "");
}

/**
 * A content file's front matter (`sample: true` marks sample text for the launch check) and its
 * text; a file without valid front matter is all text.
 */
function parseContentFile(source: string): { sample: boolean; text: string } {
  try {
    const { attributes, body } = frontMatter<{ sample?: unknown }>(source);
    return { sample: attributes.sample === true, text: body };
  } catch (error) {
    logEvent("warn", "content.front_matter", { error: errorMessage(error) });
    return { sample: false, text: source };
  }
}

/** The content files (not the articles) whose front matter marks them sample, by name. */
export async function readSampleContentFiles(contentDir: string): Promise<string[]> {
  const names = (await readdir(contentDir).catch(() => [])).filter((name) => /\.(md|html)$/.test(name)).sort();
  const sample = await Promise.all(
    names.map(async (name) => parseContentFile(await readFile(path.join(contentDir, name), "utf8")).sample),
  );
  return names.filter((_, index) => sample[index]);
}

/** Where what visitors say to the voice assistant is processed, from the configuration (the AI guide page states it). */
export function voiceProcessing(t: ServerT, voice: SiteConfig["voice"]): string {
  if (!voice) return t("aiGuide.voice.off");
  return t("aiGuide.voice.elevenlabs", { region: t(`voice.region.${voice.serverLocation}`) });
}

type Placeholders = Pick<SiteConfig, "company" | "voice">;

/**
 * `{{company.name}}`, `.orgNumber`, `.address` and `.email` in a content file: the configured
 * company's details (the privacy page names the data controller); `{{voice.processing}}`: where
 * the voice assistant's vendor processes speech. As plain text: Markdown takes a backslash
 * before any ASCII punctuation as that character; HTML takes entities.
 */
function fillPlaceholders(source: string, kind: "html" | "md", lang: Language, { company, voice }: Placeholders) {
  const values: Record<string, string> = {
    ...Object.fromEntries(Object.entries(company).map(([key, value]) => [`company.${key}`, value])),
    "company.orgNumber": formatOrgNumber(company.orgNumber),
    "voice.processing": voiceProcessing(translatorFor(lang), voice),
  };
  const asText = (value: string) => (kind === "md" ? value.replace(/[!-/:-@[-`{-~]/g, "\\$&") : escapeMarkup(value));
  return source.replace(/\{\{\s*([a-z]+\.[a-zA-Z]+)\s*\}\}/g, (placeholder, key: string) =>
    key in values ? asText(values[key] ?? "") : placeholder,
  );
}

export function renderContent(source: string, kind: "html" | "md"): string {
  return sanitizeContentHtml(kind === "md" ? (markdown.parse(source) as string) : source);
}

/** Which part of a content file a page shows: one founder's section, all but those, or all of it. */
type ContentPart = { founder?: string; withoutFounders?: boolean };

/** Reads pages' bodies from one content directory, rendered and sanitised, with the placeholders filled in. */
export function createStaticContentLoader(settings: ContentSettings & Placeholders) {
  const cached = createContentCache(settings);
  return (slug: ContentSlug, lang: Language, { founder, withoutFounders }: ContentPart = {}): Promise<LoadedContent> =>
    cached(`${slug}:${lang}:${founder ?? ""}:${withoutFounders ?? ""}`, async (read) => {
      const found = await readFirstCandidate(read, slug, lang);
      if (!found) return { kind: "none" };
      const source = fillPlaceholders(parseContentFile(found.source).text, found.kind, lang, settings);
      const part = founder
        ? founderSection(source, founder)
        : withoutFounders
          ? withoutFounderSections(source)
          : source;
      const html = part ? renderContent(part, found.kind) : "";
      return html.trim() ? { kind: found.kind, html } : { kind: "none" };
    });
}

/** A page's body from the configured content directory (CONTENT_DIR). */
export const loadStaticContent = createStaticContentLoader(siteConfig);
