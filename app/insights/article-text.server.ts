import { DomUtils, parseDocument } from "htmlparser2";
import { marked } from "marked";

/** Spec §5/§9: reading speed, list and meta excerpt lengths, articles per page. */
export const WORDS_PER_MINUTE = 200;
export const LIST_EXCERPT_LENGTH = 220;
export const META_EXCERPT_LENGTH = 160;
export const ARTICLES_PER_PAGE = 10;

/** Article content is markdown or HTML; markdown passes HTML through, so one path reads both. */
function documentOf(content: string) {
  return parseDocument(marked.parse(content, { async: false, gfm: true }) as string);
}

type Node = ReturnType<typeof parseDocument>["children"][number];

const HIDDEN = new Set(["script", "style", "template", "noscript"]);
// Elements that separate words even when the markup has no whitespace between them.
const BREAKS = /^(p|h[1-6]|li|ul|ol|div|br|hr|blockquote|pre|table|tr|td|th|section|article|figure|figcaption|img)$/;

function textOf(node: Node): string {
  if (node.type === "text") return node.data;
  if (!("children" in node) || !("name" in node)) return "";
  if (HIDDEN.has(node.name)) return "";
  const inner = node.children.map(textOf).join("");
  return BREAKS.test(node.name) ? ` ${inner} ` : inner;
}

/** The words a reader sees, without markup, scripts or styles, whitespace collapsed. */
export function plainText(content: string): string {
  return documentOf(content).children.map(textOf).join("").replace(/\s+/g, " ").trim();
}

/** Words divided by 200, rounded up. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.ceil(words / WORDS_PER_MINUTE);
}

/** At most `length` characters, cut at a word boundary, with an ellipsis when anything was cut. */
export function excerpt(text: string, length: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= length) return clean;
  // One character is kept for the ellipsis.
  const room = clean.slice(0, length - 1);
  const endsAtWord = clean.charAt(room.length) === " ";
  const lastSpace = room.lastIndexOf(" ");
  const cut = endsAtWord || lastSpace <= 0 ? room : room.slice(0, lastSpace);
  return `${cut.replace(/[\s,;:.!?–-]+$/, "")}…`;
}

/** The first image in the content (the card's thumbnail), if any. */
export function firstImage(content: string): { src: string; alt: string } | null {
  const image = DomUtils.findOne(
    (element) => element.name === "img" && Boolean(element.attribs.src),
    documentOf(content).children,
  );
  return image ? { src: image.attribs.src ?? "", alt: image.attribs.alt ?? "" } : null;
}

/** The page to show: garbage counts as page 1, a page past the end shows the last one. */
export function pageToShow(requested: string | null, total: number, perPage = ARTICLES_PER_PAGE): number {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = requested && /^\d{1,6}$/.test(requested.trim()) ? Number(requested.trim()) : 1;
  return Math.min(Math.max(page, 1), lastPage);
}
