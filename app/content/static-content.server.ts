import { Marked } from "marked";
import customHeadingId from "marked-custom-heading-id";
import type { LoadedContent } from "~/components/content/content-body";
import type { ContentSlug, Language } from "~/routing/paths";
import { siteConfig } from "~/services/config.server";
import { errorMessage, logEvent } from "~/utils/log.server";
import { type ContentSettings, createContentCache, type ReadContentFile } from "./content-files.server";
import { sanitizeContentHtml } from "./sanitize.server";

// `## Heading {#id}` sets a heading's id: the product page's sections are linked from the home page.
const markdown = new Marked({ gfm: true, async: false }).use(customHeadingId());

/** The first file a page may come from that has text: language-specific before generic, HTML before markdown. */
async function readFirstCandidate(read: ReadContentFile, slug: ContentSlug, lang: Language) {
  for (const [file, kind] of [
    [`${slug}.${lang}.html`, "html"],
    [`${slug}.html`, "html"],
    [`${slug}.${lang}.md`, "md"],
    [`${slug}.md`, "md"],
  ] as const) {
    try {
      const source = await read(file);
      if (source.trim()) return { kind, source };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
        logEvent("warn", "content.unreadable", { file, error: errorMessage(error) });
      }
    }
  }
  return null;
}

const FOUNDER_MARKER = /<!--\s*(?:founder:\s*([a-z0-9-]+)|\/founder)\s*-->/;

/**
 * A content file cut at its founder markers (docs/content.md): a founder's section runs from
 * `<!-- founder: slug -->` to the next founder marker, `<!-- /founder -->` or the end of the
 * file. `rest` is everything outside the sections (the about page, whose cards present them).
 */
function founderParts(source: string): { rest: string; sections: Map<string, string> } {
  // Split at a capturing pattern: text, slug (undefined for a closing marker), text, slug, …
  const pieces = source.split(FOUNDER_MARKER);
  let rest = pieces[0] ?? "";
  const sections = new Map<string, string>();
  for (let at = 1; at < pieces.length; at += 2) {
    const [slug, text = ""] = [pieces[at], pieces[at + 1]];
    if (!slug) rest += text;
    else if (!sections.has(slug)) sections.set(slug, text.trim());
  }
  return { rest, sections };
}

/** The part of a content file that belongs to one founder; null when the file has no such section, or an empty one. */
export function founderSection(source: string, founderSlug: string): string | null {
  return founderParts(source).sections.get(founderSlug) || null;
}

/** A content file without the founders' sections. */
export function withoutFounderSections(source: string): string {
  return founderParts(source).rest;
}

export function renderContent(source: string, kind: "html" | "md"): string {
  const html = kind === "md" ? (markdown.parse(source) as string) : source;
  return sanitizeContentHtml(html);
}

/** Which part of a content file a page shows: one founder's section, all but those, or all of it. */
type ContentPart = { founder?: string; withoutFounders?: boolean };

async function loadUncached(
  read: ReadContentFile,
  slug: ContentSlug,
  lang: Language,
  { founder, withoutFounders }: ContentPart,
): Promise<LoadedContent> {
  const found = await readFirstCandidate(read, slug, lang);
  if (!found) return { kind: "none" };
  const { source } = found;
  const part = founder ? founderSection(source, founder) : withoutFounders ? withoutFounderSections(source) : source;
  const html = part ? renderContent(part, found.kind) : "";
  return html.trim() ? { kind: found.kind, html } : { kind: "none" };
}

/**
 * Reads pages' bodies from one content directory, rendered and sanitised;
 * with `founder`, only that founder's section of it; with `withoutFounders`,
 * everything but those sections.
 */
export function createStaticContentLoader(settings: ContentSettings) {
  const cached = createContentCache(settings);
  return function loadStaticContent(slug: ContentSlug, lang: Language, part: ContentPart = {}): Promise<LoadedContent> {
    const key = `${slug}:${lang}:${part.founder ?? ""}:${part.withoutFounders ? "without-founders" : ""}`;
    return cached(key, (read) => loadUncached(read, slug, lang, part));
  };
}

/** A page's body from the configured content directory (CONTENT_DIR). */
export const loadStaticContent = createStaticContentLoader(siteConfig);
