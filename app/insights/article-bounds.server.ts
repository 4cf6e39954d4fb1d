import { plainText } from "~/content/sanitize.server";
import { logEvent } from "~/utils/log.server";
import type { ArticleRow, ArticleText } from "./article-row";
import { excerpt } from "./article-text.server";

// What the site takes of a backend's articles (docs/content.md): an article's cost to render and
// a page's size grow with its text, and every listed article is rendered for the list and search.

/** The most of an article's text, per language, that the site renders: 200 KB (UTF-8). */
const MAX_TEXT_BYTES = 200 * 1024;
/** A title is a line, not a page. */
const MAX_TITLE_LENGTH = 300;
/** The most articles the list (and so search, the feeds and the sitemap) takes: the newest. */
export const LISTED_ARTICLES = 200;

const encoder = new TextEncoder();

/** At most MAX_TEXT_BYTES of `text` in UTF-8, cut between characters; null when it fits. */
function cutText(text: string): string | null {
  // A UTF-16 unit is at most 3 bytes of UTF-8.
  if (text.length * 3 <= MAX_TEXT_BYTES) return null;
  const { read } = encoder.encodeInto(text, new Uint8Array(MAX_TEXT_BYTES));
  return read < text.length ? text.slice(0, read) : null;
}

/** A title as text (its markup stripped) of a line's length. */
const titleText = (title: string) => excerpt(plainText(title), MAX_TITLE_LENGTH);

/**
 * A backend's row as the site keeps it: titles as text, each text cut to what the site renders
 * (the page says so: `cut`). A title with no text left fails validation (see supabase-articles).
 */
export function boundedRow(row: ArticleRow): ArticleRow {
  const cut: ArticleText[] = [];
  const bounded = { ...row, title: titleText(row.title), title_en: row.title_en && titleText(row.title_en) };
  for (const field of ["content", "content_en"] as const) {
    const text = bounded[field] && cutText(bounded[field]);
    if (!text) continue;
    bounded[field] = text;
    cut.push(field);
  }
  return cut.length > 0 ? { ...bounded, cut } : bounded;
}

/** One log line per backend answer that had articles cut, naming them. */
export function reportCuts(what: string, rows: ArticleRow[]): ArticleRow[] {
  const ids = rows.filter((row) => row.cut).map((row) => row.id);
  if (ids.length > 0) logEvent("warn", "articles.cut", { what, ids: ids.slice(0, 20), count: ids.length });
  return rows;
}
