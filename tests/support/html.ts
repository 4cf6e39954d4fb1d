import { createHash } from "node:crypto";
import { DomUtils, parseDocument } from "htmlparser2";

/** Small readers for server HTML in tests; they look for attributes React writes in a fixed shape. */
export function attributeOf(html: string, tagPattern: RegExp, attribute: string): string | null {
  const tag = html.match(tagPattern)?.[0];
  return tag?.match(new RegExp(`${attribute}="([^"]*)"`))?.[1] ?? null;
}

/** The server HTML of the page's first <tag> element (main, footer), from its start tag to its end tag. */
export const elementOf = (html: string, tag: string) => html.slice(html.indexOf(`<${tag}`), html.indexOf(`</${tag}>`));

export function titleOf(html: string): string | null {
  return html.match(/<title>([^<]*)<\/title>/)?.[1] ?? null;
}

/** The text of server HTML with the entities React writes decoded, in one pass (so "&amp;lt;" stays "&lt;"). */
const entities: Record<string, string> = { "&amp;": "&", "&#x27;": "'", "&quot;": '"', "&lt;": "<", "&gt;": ">" };
export const decodeEntities = (text: string) =>
  text.replace(/&(?:amp|#x27|quot|lt|gt);/g, (entity) => entities[entity] ?? entity);

/** The value of the checked radio button named `name` in server HTML, whatever React's attribute order. */
export function checkedRadioValue(html: string, name: string): string | null {
  const radios = html.match(/<input type="radio"[^>]*>/g) ?? [];
  const checked = radios.find((radio) => radio.includes(`name="${name}"`) && radio.includes('checked=""'));
  return checked ? attributeOf(checked, /<input[^>]*>/, "value") : null;
}

/**
 * The text of every inline script a browser would run (a script element without src that is not
 * a JSON-LD data block), as an HTML parser reads it.
 */
export function inlineScriptTexts(html: string): string[] {
  return DomUtils.getElementsByTagName("script", parseDocument(html).children)
    .filter(({ attribs }) => !("src" in attribs) && attribs.type !== "application/ld+json")
    .map((script) => DomUtils.textContent(script));
}

/** The CSP source that allows a script with this text: 'sha256-<base64 of its UTF-8 bytes' digest>'. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The page's ending as the server wrote it: the last element in <main>, and the addresses of its links. */
export function mainEnding(html: string): { nextStep: boolean; hrefs: string[] } {
  const main = DomUtils.findOne((element) => element.name === "main", parseDocument(html).children);
  const last = main ? DomUtils.findAll((element) => element.parent === main, main.children).at(-1) : undefined;
  return {
    nextStep: last !== undefined && "data-next-step" in last.attribs,
    hrefs: last ? DomUtils.getElementsByTagName("a", last).map((link) => link.attribs.href ?? "") : [],
  };
}
