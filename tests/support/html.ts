/** Small readers for server HTML in tests; they look for attributes React writes in a fixed shape. */
export function attributeOf(html: string, tagPattern: RegExp, attribute: string): string | null {
  const tag = html.match(tagPattern)?.[0];
  return tag?.match(new RegExp(`${attribute}="([^"]*)"`))?.[1] ?? null;
}

/** The server HTML of the page's first <tag> element (main, footer), from its start tag to its end tag. */
export const elementOf = (html: string, tag: string) => html.slice(html.indexOf(`<${tag}`), html.indexOf(`</${tag}>`));

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

export function titleOf(html: string): string | null {
  return html.match(/<title>([^<]*)<\/title>/)?.[1] ?? null;
}
