import { Marked } from "marked";
import customHeadingId from "marked-custom-heading-id";
import type { LoadedContent } from "~/components/content/content-body";
import type { ContentSlug, Language } from "~/routing/paths";
import { siteConfig } from "~/services/config.server";
import { errorMessage, logEvent } from "~/utils/log.server";
import { type ContentSettings, contentFileReader, createProductionMemo } from "./content-files.server";
import { sanitizeContentHtml } from "./sanitize.server";

type SourceKind = Exclude<LoadedContent["kind"], "none">;

// `## Heading {#id}` sets a heading's id: the product page's sections are linked from the home page.
const markdown = new Marked({ gfm: true, async: false }).use(customHeadingId());

/** The files a page may come from, in the order tried: language-specific before generic, HTML before markdown. */
function contentCandidates(slug: ContentSlug, lang: Language): { file: string; kind: SourceKind }[] {
  return [
    { file: `${slug}.${lang}.html`, kind: "html" },
    { file: `${slug}.html`, kind: "html" },
    { file: `${slug}.${lang}.md`, kind: "md" },
    { file: `${slug}.md`, kind: "md" },
  ];
}

type ReadFile = (name: string) => Promise<string>;

async function readFirstCandidate(read: ReadFile, slug: ContentSlug, lang: Language) {
  for (const candidate of contentCandidates(slug, lang)) {
    try {
      const source = await read(candidate.file);
      if (source.trim()) return { ...candidate, source };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
        logEvent("warn", "content.unreadable", { file: candidate.file, error: errorMessage(error) });
      }
    }
  }
  return null;
}

const FOUNDER_MARKER = /<!--\s*(?:founder:\s*([a-z0-9-]+)|\/founder)\s*-->/g;

/**
 * The part of a content file that belongs to one founder: from the comment
 * `<!-- founder: slug -->` to the next founder marker or `<!-- /founder -->`
 * (docs/content.md). Null when the file has no such section.
 */
export function founderSection(source: string, founderSlug: string): string | null {
  const markers = [...source.matchAll(FOUNDER_MARKER)];
  const start = markers.findIndex((marker) => marker[1] === founderSlug);
  const opening = markers[start];
  if (!opening) return null;
  const from = (opening.index ?? 0) + opening[0].length;
  const to = markers[start + 1]?.index ?? source.length;
  const section = source.slice(from, to).trim();
  return section || null;
}

// A founder's section as docs/content.md defines it: from `<!-- founder: slug -->` to
// `<!-- /founder -->`, the next founder's marker or the end of the file (as founderSection reads it).
const FOUNDER_SECTION = /<!--\s*founder:\s*[a-z0-9-]+\s*-->[\s\S]*?(?:<!--\s*\/founder\s*-->|(?=<!--\s*founder:)|$)/g;

/** A content file without the founders' sections (the about page, whose cards present them). */
export function withoutFounderSections(source: string): string {
  return source.replace(FOUNDER_SECTION, "");
}

export function renderContent(source: string, kind: SourceKind): string {
  const html = kind === "md" ? (markdown.parse(source) as string) : source;
  return sanitizeContentHtml(html);
}

/** Which part of a content file a page shows: one founder's section, all but those, or all of it. */
type ContentPart = { founder?: string; withoutFounders?: boolean };

function partOf(source: string, { founder, withoutFounders }: ContentPart): string | null {
  if (founder) return founderSection(source, founder);
  return withoutFounders ? withoutFounderSections(source) : source;
}

async function loadUncached(
  read: ReadFile,
  slug: ContentSlug,
  lang: Language,
  part: ContentPart,
): Promise<LoadedContent> {
  const found = await readFirstCandidate(read, slug, lang);
  if (!found) return { kind: "none" };
  const source = partOf(found.source, part);
  if (!source) return { kind: "none" };
  const html = renderContent(source, found.kind);
  return html.trim() ? { kind: found.kind, html } : { kind: "none" };
}

/**
 * Reads pages' bodies from one content directory, rendered and sanitised;
 * with `founder`, only that founder's section of it; with `withoutFounders`,
 * everything but those sections.
 */
export function createStaticContentLoader({ contentDir, isProduction }: ContentSettings) {
  const read = contentFileReader(contentDir);
  const computeOnceInProduction = createProductionMemo(isProduction);
  return function loadStaticContent(slug: ContentSlug, lang: Language, part: ContentPart = {}): Promise<LoadedContent> {
    const key = `${slug}:${lang}:${part.founder ?? ""}:${part.withoutFounders ? "without-founders" : ""}`;
    return computeOnceInProduction(key, () => loadUncached(read, slug, lang, part));
  };
}

/** A page's body from the configured content directory (CONTENT_DIR). */
export const loadStaticContent = createStaticContentLoader(siteConfig);
