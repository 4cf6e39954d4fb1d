import GithubSlugger from "github-slugger";
import { DomUtils, parseDocument } from "htmlparser2";
import { renderContent } from "~/content/static-content.server";

/** Reading speed in words per minute, the list and meta excerpt lengths, articles per list page. */
const WORDS_PER_MINUTE = 200;
export const LIST_EXCERPT_LENGTH = 220;
export const META_EXCERPT_LENGTH = 160;
export const ARTICLES_PER_PAGE = 10;

export type TocEntry = { id: string; text: string; level: 2 | 3 };

/** An image as the content or the backend names it: its address and alternative text. */
export type ImageRef = { src: string; alt: string };

type Document = ReturnType<typeof parseDocument>;
type Node = Document["children"][number];

// Elements that separate words even when the markup has no whitespace between them.
const BREAKS = /^(p|h[1-6]|li|ul|ol|div|br|hr|blockquote|pre|table|tr|td|th|section|article|figure|figcaption|img)$/;

function textOf(node: Node): string {
  if (node.type === "text") return node.data;
  if (!("children" in node) || !("name" in node)) return "";
  const inner = node.children.map(textOf).join("");
  return BREAKS.test(node.name) ? ` ${inner} ` : inner;
}

/** Gives h2 and h3 ids from their text (made unique) and lists them as the table of contents. */
function numberHeadings(document: Document): TocEntry[] {
  const slugger = new GithubSlugger();
  const toc: TocEntry[] = [];
  for (const heading of DomUtils.findAll(
    (element) => element.name === "h2" || element.name === "h3",
    document.children,
  )) {
    const text = DomUtils.textContent(heading).replace(/\s+/g, " ").trim();
    if (!text) continue;
    const id = slugger.slug(text);
    heading.attribs.id = id;
    toc.push({ id, text, level: heading.name === "h2" ? 2 : 3 });
  }
  return toc;
}

const htmlOf = (document: Document) => DomUtils.getOuterHTML(document.children, { encodeEntities: "utf8" });

/**
 * Renders article content (markdown or HTML: markdown passes HTML through)
 * with the site's one renderer and sanitiser, and reads the text, the first
 * image and the table of contents from that result, so none of them can
 * carry what the sanitiser removed: sanitised HTML whose h2/h3 carry stable
 * ids (`toc`), the same without its first image (for when that image is the
 * cover), the words a reader sees (`text`, whitespace collapsed: for search,
 * excerpts and reading time), and the first image the sanitiser kept.
 */
export function renderArticle(content: string) {
  const document = parseDocument(renderContent(content, "md"));
  const toc = numberHeadings(document);
  const html = htmlOf(document);
  const text = document.children.map(textOf).join("").replace(/\s+/g, " ").trim();
  // The sanitiser keeps no image without an address it allows.
  const image = DomUtils.findOne((element) => element.name === "img", document.children);
  if (!image) return { html, htmlWithoutFirstImage: html, text, firstImage: null as ImageRef | null, toc };
  const parent = image.parent;
  DomUtils.removeElement(image);
  // A paragraph that held nothing but the image goes with it.
  if (parent && "name" in parent && parent.name === "p" && !DomUtils.textContent(parent).trim()) {
    DomUtils.removeElement(parent);
  }
  return {
    html,
    htmlWithoutFirstImage: htmlOf(document),
    text,
    firstImage: { src: image.attribs.src ?? "", alt: image.attribs.alt ?? "" },
    toc,
  };
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

/** The page to show: garbage counts as page 1, a page past the end shows the last one. */
export function pageToShow(requested: string | null, total: number): number {
  const lastPage = Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE));
  const page = requested && /^\d{1,6}$/.test(requested.trim()) ? Number(requested.trim()) : 1;
  return Math.min(Math.max(page, 1), lastPage);
}
