import { DomUtils, parseDocument } from "htmlparser2";
import { STAR_SCALE, type Testimonial } from "./testimonial";

/** A quote must be longer than this (shorter ones say too little), and no more than this many are shown. */
const MIN_QUOTE_LENGTH = 40;
export const MAX_TESTIMONIALS = 18;

type Element = NonNullable<ReturnType<typeof DomUtils.findOne>>;

function hasClass(className: string) {
  return (element: Element) => (DomUtils.getAttributeValue(element, "class") ?? "").split(/\s+/).includes(className);
}

function findByClass(root: Element, className: string): Element | null {
  return DomUtils.findOne(hasClass(className), root.children);
}

/** The text of the element of that class in a review, whitespace collapsed ("" without one). */
function textOf(root: Element, className: string): string {
  const element = findByClass(root, className);
  return element ? DomUtils.innerText(element).replace(/\s+/g, " ").trim() : "";
}

/** Any dash a quote may open with (hyphen, figure, en and em dash, bar…, minus), with the spaces after it. */
const LEADING_DASHES = /^(?:[\p{Pd}\u2212]\s*)+/u;

/**
 * A quote as a card shows it: whitespace collapsed and a leading dash stripped.
 * A dash (or two, or "– –") that opens a quote is quotation punctuation, not part of the words.
 */
export function cleanQuote(text: string): string {
  return text.replace(/\s+/g, " ").trim().replace(LEADING_DASHES, "");
}

function clampRating(value: number): number {
  return Math.min(STAR_SCALE, Math.max(1, Math.round(value)));
}

/** First number in the stars element's label, else its filled stars (★), else 5. */
function ratingOf(stars: Element | null): number {
  if (!stars) return STAR_SCALE;
  const label = DomUtils.getAttributeValue(stars, "aria-label") ?? "";
  const number = label.match(/\d+(?:[.,]\d+)?/)?.[0];
  if (number) return clampRating(Number(number.replace(",", ".")));
  const filled = [...DomUtils.textContent(stars)].filter((character) => character === "★").length;
  return filled > 0 ? clampRating(filled) : STAR_SCALE;
}

/** A review and its parts are marked by class names in the feedback file (docs/content.md). */
function toTestimonial(review: Element): Testimonial | null {
  const author = textOf(review, "review-author");
  const quote = cleanQuote(textOf(review, "review-text"));
  if (!author || quote.length <= MIN_QUOTE_LENGTH) return null;
  const title = textOf(review, "review-title");
  return { author, quote, ...(title ? { title } : {}), rating: ratingOf(findByClass(review, "review-stars")) };
}

/**
 * Testimonials from the feedback HTML file, in document order: each review
 * element with an author and a quote longer than MIN_QUOTE_LENGTH, its title
 * when it has one and its rating (ratingOf), at most MAX_TESTIMONIALS of them.
 */
export function parseTestimonials(html: string): Testimonial[] {
  const document = parseDocument(html);
  return DomUtils.findAll(hasClass("review"), document.children)
    .map(toTestimonial)
    .filter((testimonial): testimonial is Testimonial => testimonial !== null)
    .slice(0, MAX_TESTIMONIALS);
}
