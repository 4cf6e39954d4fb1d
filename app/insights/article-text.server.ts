import GithubSlugger from "github-slugger";
import { DomUtils, parseDocument } from "htmlparser2";
import { renderContent } from "~/content/static-content.server";
import { escapeMarkup } from "~/utils/escape-markup";
import { errorMessage, logEvent } from "~/utils/log.server";

/** Reading speed in words per minute, the list and meta excerpt lengths (the spec's). */
const WORDS_PER_MINUTE = 200;
const LIST_EXCERPT_LENGTH = 220;
const META_EXCERPT_LENGTH = 160;

export type TocEntry = { id: string; text: string; level: 2 | 3 };

type Document = ReturnType<typeof parseDocument>;

// Elements that separate words even when the markup has no whitespace between them.
const BREAKS = /^(p|h[1-6]|li|ul|ol|div|br|hr|blockquote|pre|table|tr|td|th|section|article|figure|figcaption|img)$/;

function textOf(node: Document["children"][number]): string {
  if (node.type === "text") return node.data;
  if (!("children" in node) || !("name" in node)) return "";
  const inner = node.children.map(textOf).join("");
  return BREAKS.test(node.name) ? ` ${inner} ` : inner;
}

/** Gives h2 and h3 ids from their text (made unique) and lists them as the table of contents. */
function numberHeadings(document: Document): TocEntry[] {
  const slugger = new GithubSlugger();
  return DomUtils.findAll((element) => /^h[23]$/.test(element.name), document.children).flatMap((heading) => {
    const text = DomUtils.textContent(heading).replace(/\s+/g, " ").trim();
    if (!text) return [];
    heading.attribs.id = slugger.slug(text);
    return [{ id: heading.attribs.id, text, level: heading.name === "h2" ? 2 : 3 } as const];
  });
}

type Node = Document["children"][number];

const htmlOf = (nodes: Node | Node[]) => DomUtils.getOuterHTML(nodes, { encodeEntities: "utf8" });

/**
 * The most markup an article's body may have, in characters: its text is at most 200 KB
 * (article-bounds.server.ts), but markup can render far larger than its source (a table's
 * empty cells), and the page carries the body twice (the HTML and the route's data).
 */
const MAX_HTML_LENGTH = 200 * 1024;

/**
 * Keeps the nodes whose markup fits in `budget` characters, in reading order: of the first that
 * does not fit, what of its content fits (its own tags counted), and no node after it. Whether
 * anything went.
 */
function keepWithin(nodes: Node[], budget: number): boolean {
  let left = budget;
  for (const [index, node] of nodes.entries()) {
    const size = htmlOf(node).length;
    if (size <= left) {
      left -= size;
      continue;
    }
    for (const later of nodes.slice(index + 1)) DomUtils.removeElement(later);
    const tags = "children" in node ? size - htmlOf(node.children).length : size;
    if ("children" in node && tags < left) keepWithin(node.children, left - tags);
    else DomUtils.removeElement(node);
    return true;
  }
  return false;
}

/** At most `length` characters of collapsed text, cut at a word boundary, with an ellipsis when anything was cut. */
export function excerpt(text: string, length: number): string {
  if (text.length <= length) return text;
  // One character is kept for the ellipsis; a word cut in two goes, unless it is the only one.
  const room = text.slice(0, length - 1);
  const cut = text.charAt(room.length) === " " ? room : room.replace(/ [^ ]*$/, "") || room;
  return `${cut.replace(/[\s,;:.!?–-]+$/, "")}…`;
}

/**
 * Renders article content (markdown or HTML: markdown passes HTML through)
 * with the site's one renderer and sanitiser, and reads everything else from
 * that result, so none of it can carry what the sanitiser removed: sanitised
 * HTML whose h2/h3 carry stable ids (`toc`), the same without its first image
 * (for when that image is the cover), the words a reader sees (`text`,
 * whitespace collapsed: for search), the reading time, the excerpts and the
 * first image the sanitiser kept. A body whose markup runs past MAX_HTML_LENGTH is cut there.
 */
export function renderArticle(content: string) {
  try {
    return readRendered(renderContent(content, "md"));
  } catch (error) {
    // Markup nested thousands deep overflows the renderers' stacks (they recurse): the article is
    // then shown as its plain text, in paragraphs, rather than failing every page that lists it.
    logEvent("warn", "article.render_failed", { error: errorMessage(error) });
    return readRendered(plainParagraphs(content));
  }
}

/** Text as paragraphs at its blank lines, escaped: nothing nests. */
function plainParagraphs(content: string): string {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`)
    .join("\n");
}

function readRendered(sanitisedHtml: string) {
  const document = parseDocument(sanitisedHtml);
  const cut = sanitisedHtml.length > MAX_HTML_LENGTH && keepWithin(document.children, MAX_HTML_LENGTH);
  const toc = numberHeadings(document);
  const html = htmlOf(document.children);
  const text = document.children.map(textOf).join("").replace(/\s+/g, " ").trim();
  // The sanitiser keeps no image without an address it allows.
  const image = DomUtils.findOne((element) => element.name === "img", document.children);
  const parent = image?.parent;
  if (image) DomUtils.removeElement(image);
  // A paragraph that held nothing but the image goes with it.
  if (parent && "name" in parent && parent.name === "p" && !DomUtils.textContent(parent).trim()) {
    DomUtils.removeElement(parent);
  }
  return {
    html,
    htmlWithoutFirstImage: htmlOf(document.children),
    text,
    firstImage: image ? { src: image.attribs.src ?? "", alt: image.attribs.alt ?? "" } : null,
    toc,
    readingMinutes: Math.max(1, Math.ceil(text.split(" ").filter(Boolean).length / WORDS_PER_MINUTE)),
    listExcerpt: excerpt(text, LIST_EXCERPT_LENGTH),
    metaExcerpt: excerpt(text, META_EXCERPT_LENGTH),
    /** Whether markup past MAX_HTML_LENGTH was left out. */
    cut,
  };
}
