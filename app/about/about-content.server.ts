import { cachedContent, readContentFile } from "~/content/content-files.server";
import { contentCandidates, renderContent, type StaticContent } from "~/content/static-content.server";
import type { Language } from "~/routing/paths";
import { logEvent } from "~/utils/log.server";

// A founder's section as docs/content.md defines it: from `<!-- founder: slug -->` to
// `<!-- /founder -->`, the next founder's marker or the end of the file (as founderSection reads it).
const FOUNDER_SECTION = /<!--\s*founder:\s*[a-z0-9-]+\s*-->[\s\S]*?(?:<!--\s*\/founder\s*-->|(?=<!--\s*founder:)|$)/g;

/** The about content without the founders' sections. */
export function withoutFounderSections(source: string): string {
  return source.replace(FOUNDER_SECTION, "");
}

async function loadUncached(lang: Language): Promise<StaticContent> {
  for (const { file, kind } of contentCandidates("about", lang)) {
    // The same choice as loadStaticContent: a missing file falls through to the next candidate.
    const source = await readContentFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") logEvent("warn", "content.unreadable", { file, error: String(error) });
      return "";
    });
    if (!source.trim()) continue;
    const html = renderContent(withoutFounderSections(source), kind);
    return html.trim() ? { kind, html } : { kind: "none" };
  }
  return { kind: "none" };
}

/**
 * The about page's body. The founder cards present the founders, so their sections of the about
 * content are left out here; each founder's own page shows its section (loadStaticContent).
 */
export function loadAboutContent(lang: Language): Promise<StaticContent> {
  return cachedContent(`about-page:${lang}`, () => loadUncached(lang));
}
