import sanitizeHtml from "sanitize-html";
import { localPath } from "~/routing/site-path";
import { remoteImageOrigins } from "~/services/security-headers.server";

/**
 * Whether an image address is one the page may load (the CSP's img-src): a
 * path on this site, or a URL on one of `imageOrigins` (Supabase Storage).
 * Anything else would be blocked and show broken, or is a tracker.
 */
function isAllowedImage(src: string, imageOrigins: readonly string[]): boolean {
  if (localPath(src) !== null) return true;
  try {
    return imageOrigins.includes(new URL(src).origin);
  } catch {
    return false;
  }
}

/**
 * An <img> or <source> with only the addresses it may load. Every address in a srcset
 * ("a.png 1x, b.png 2x") must be allowed; splitting at every comma fails closed: a URL with a
 * comma in it leaves a piece that is no allowed address.
 */
function keepAllowedSources(
  tagName: string,
  attribs: sanitizeHtml.Attributes,
  imageOrigins: readonly string[],
): sanitizeHtml.Tag {
  const allowed = ([name, value]: [string, string]) =>
    name === "src"
      ? isAllowedImage(value, imageOrigins)
      : name !== "srcset" ||
        value.split(",").every((candidate) => isAllowedImage(candidate.trim().split(/\s+/)[0] ?? "", imageOrigins));
  return { tagName, attribs: Object.fromEntries(Object.entries(attribs).filter(allowed)) };
}

/**
 * What content files may contain once rendered: text structure, links and
 * images. No scripts, styles, inline handlers, frames, forms or script URLs.
 * Images only from this site or `imageOrigins` (Supabase Storage). The page
 * owns the h1, so a content h1 becomes an h2; a <main> gives way to its content.
 */
export function createContentSanitizer(imageOrigins: readonly string[]): (html: string) => string {
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
    // <source> is a void element: an end tag would be a stray one.
    selfClosing: [...sanitizeHtml.defaults.selfClosing, "source"],
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
      img: (tagName, attribs) =>
        keepAllowedSources(tagName, { ...attribs, loading: "lazy", decoding: "async" }, imageOrigins),
      source: (tagName, attribs) => keepAllowedSources(tagName, attribs, imageOrigins),
      a: (tagName, attribs) => {
        const external = /^https?:\/\//i.test(attribs.href ?? "");
        return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs };
      },
    },
    // An image left with nothing to show goes (an <img> needs a src, a <source> a srcset).
    exclusiveFilter: (frame) =>
      (frame.tag === "img" && !frame.attribs.src) || (frame.tag === "source" && !frame.attribs.srcset),
  };
  return (html) => sanitizeHtml(html, options);
}

/** Sanitises content HTML for this site's pages (images from the configured Supabase Storage). */
export const sanitizeContentHtml = createContentSanitizer(remoteImageOrigins);
