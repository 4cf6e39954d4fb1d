import { DomUtils, parseDocument } from "htmlparser2";
import sanitizeHtml from "sanitize-html";
import { HELP_LINE_PATTERN, telHref } from "~/help/help-lines";
import { localPath } from "~/routing/site-path";
import { remoteImageOrigins } from "~/services/security-headers.server";

/**
 * Whether a page may show an image from `src`: one of this site, or of `imageOrigins` (Supabase
 * Storage). The CSP's img-src allows no other: an image from elsewhere would show broken, or be
 * a tracker, and link-preview crawlers would still fetch it.
 */
export const imageRule =
  (imageOrigins: readonly string[]) =>
  (src = ""): boolean =>
    localPath(src) !== null || imageOrigins.includes(URL.parse(src)?.origin ?? "");

/**
 * What content files may contain once rendered: text structure, links and
 * images. No scripts, styles, inline handlers, frames, forms or script URLs.
 * Images only from this site or `imageOrigins` (Supabase Storage). The page
 * owns the h1, so a content h1 becomes an h2; a <main> gives way to its content.
 * Every help line in the text outside a link becomes a tel: link (sanitize-html's
 * text filter, which gets the text escaped, and writes what it returns as markup).
 */
export function createContentSanitizer(imageOrigins: readonly string[]): (html: string) => string {
  const isAllowedImage = imageRule(imageOrigins);
  const helpLines = new RegExp(HELP_LINE_PATTERN.source, "g");
  // Links open around the text being filtered, in this call (sanitize-html works synchronously).
  let openLinks = 0;
  const options: sanitizeHtml.IOptions = {
    // The page has its own <main> and <h1>.
    allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "h1" && tag !== "main"), "img"],
    // The text of these is never shown (a document's <title> included).
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "head"],
    allowedAttributes: {
      "*": ["id", "lang", "dir", "title", "aria-label", "aria-hidden", "role"],
      a: ["href", "hreflang", "rel"],
      // loading and decoding are set by transformTags below; the filter runs after it.
      img: ["src", "alt", "width", "height", "loading", "decoding"],
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
      // An image the page may not load keeps no attribute, and so goes (exclusiveFilter).
      img: (tagName, attribs) => ({
        tagName,
        attribs: isAllowedImage(attribs.src) ? { ...attribs, loading: "lazy", decoding: "async" } : {},
      }),
      a: (tagName, attribs) => {
        const external = /^https?:\/\//i.test(attribs.href ?? "");
        return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs };
      },
    },
    exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
    onOpenTag: (tagName) => {
      if (tagName === "a") openLinks += 1;
    },
    onCloseTag: (tagName) => {
      if (tagName === "a") openLinks = Math.max(0, openLinks - 1);
    },
    textFilter: (text) =>
      openLinks > 0 ? text : text.replace(helpLines, (line) => `<a href="${telHref(line)}">${line}</a>`),
  };
  return (html) => {
    openLinks = 0;
    return sanitizeHtml(html, options);
  };
}

/** Sanitises content HTML for this site's pages (images from the configured Supabase Storage). */
export const sanitizeContentHtml = createContentSanitizer(remoteImageOrigins);

/** No tag at all; the text of scripts, styles and the like goes with them (sanitize-html's nonTextTags). */
const NO_MARKUP: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/**
 * The text of something that may hold markup (a backend's title): tags stripped, not escaped,
 * entities read, white space collapsed. sanitize-html writes the text it keeps escaped; the
 * parser reads it back.
 */
export function plainText(html: string): string {
  return DomUtils.textContent(parseDocument(sanitizeHtml(html, NO_MARKUP)))
    .replace(/\s+/g, " ")
    .trim();
}
