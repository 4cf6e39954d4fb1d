/** Small readers for server HTML in tests; they look for attributes React writes in a fixed shape. */
export function attributeOf(html: string, tagPattern: RegExp, attribute: string): string | null {
  const tag = html.match(tagPattern)?.[0];
  return tag?.match(new RegExp(`${attribute}="([^"]*)"`))?.[1] ?? null;
}

export function titleOf(html: string): string | null {
  return html.match(/<title>([^<]*)<\/title>/)?.[1] ?? null;
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** The value of the checked radio button named `name` in server HTML, whatever React's attribute order. */
export function checkedRadioValue(html: string, name: string): string | null {
  const radios = html.match(/<input type="radio"[^>]*>/g) ?? [];
  const checked = radios.find((radio) => radio.includes(`name="${name}"`) && radio.includes('checked=""'));
  return checked ? attributeOf(checked, /<input[^>]*>/, "value") : null;
}
