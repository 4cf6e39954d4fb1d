import sanitizeHtml from "sanitize-html";

/**
 * What content files may contain once rendered: text structure, links and
 * images. No scripts, styles, inline handlers, frames, forms or script URLs.
 * The page owns the h1, so a content h1 becomes an h2; a <main> gives way to its content.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    // The page has its own <main> and <h1>.
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "h1" && tag !== "main"),
    "img",
    "figure",
    "figcaption",
    "picture",
    "source",
  ],
  // The text of these is never shown (a document's <title> included).
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "head"],
  allowedAttributes: {
    "*": ["id", "lang", "dir", "title", "aria-label", "aria-hidden", "role"],
    a: ["href", "hreflang", "rel"],
    // loading and decoding are set by transformTags below; the filter runs after it.
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
    source: ["srcset", "sizes", "type", "media"],
    ol: ["start", "reversed"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
  },
  // Only the feedback file's review markup is styled from content.
  allowedClasses: { "*": ["review", "review-*"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    h1: "h2",
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs };
    },
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options);
}
