import { type ProductFeature, productFeatures } from "./product-features";

/** A piece of the product page's content: a feature's section (shown beside its screen) or other text. */
type ProductSection = { feature: ProductFeature | null; html: string };

// The content is sanitised HTML (sanitize.server.ts), whose tags are normalised: every section
// heading is written `<h2` followed by its attributes, and an id is `id="…"`.
const SECTION_START = /(?=<h2[\s>])/;
const HEADING_ID = /^<h2[^>]*\sid="([^"]*)"/;

/**
 * Cuts the product page's content at its h2 headings, so each feature's section (a heading whose
 * id is a feature's anchor, e.g. `## Dagbok {#dagbok}`) can stand beside the app screen that
 * shows it. Text before the first heading, and sections of other ids, stay plain text.
 */
export function splitProductSections(html: string): ProductSection[] {
  return html
    .split(SECTION_START)
    .filter((part) => part.trim() !== "")
    .map((part) => {
      const id = HEADING_ID.exec(part)?.[1];
      return { feature: productFeatures.find(({ anchor }) => anchor === id)?.anchor ?? null, html: part };
    });
}
