import { describe, expect, it } from "vitest";
import { cleanQuote, MAX_TESTIMONIALS, parseTestimonials } from "~/testimonials/parse-testimonials.server";
import { FALLBACK_TESTIMONIALS } from "~/testimonials/testimonials.server";

type Review = { stars?: string; label?: string | null; title?: string; author?: string | null; text?: string | null };

const LONG_TEXT = "Dagboken hjelper meg å sortere tankene før jeg legger meg om kvelden.";

function review({ stars = "★★★★★", label = "5 av 5 stjerner", title, author = "Maria, 34", text = LONG_TEXT }: Review) {
  const labelAttribute = label === null ? "" : ` aria-label="${label}"`;
  return `<article class="review">
    <div class="review-stars"${labelAttribute}>${stars}</div>
    ${title ? `<h2 class="review-title">${title}</h2>` : ""}
    ${author === null ? "" : `<p class="review-author">${author}</p>`}
    ${text === null ? "" : `<p class="review-text">${text}</p>`}
  </article>`;
}

const page = (...reviews: string[]) =>
  `<!doctype html><html lang="nb"><body><main>${reviews.join("")}</main></body></html>`;

describe("parseTestimonials", () => {
  it("reads author, quote, title and rating from each review element, and leaves out a title it has not", () => {
    expect(parseTestimonials(page(review({ title: "Endelig ro", label: "4 av 5 stjerner" }), review({})))).toEqual([
      { author: "Maria, 34", quote: LONG_TEXT, title: "Endelig ro", rating: 4 },
      { author: "Maria, 34", quote: LONG_TEXT, rating: 5 },
    ]);
  });

  it("keeps a quote longer than 40 characters, cleaned first (cleanQuote)", () => {
    expect(parseTestimonials(page(review({ text: `- ${"a".repeat(41)}` })))[0]?.quote).toBe("a".repeat(41));
  });

  it.each([
    ["a review with an empty author", page(review({ author: "   " }))],
    ["a quote of 40 characters", page(review({ text: "a".repeat(40) }))],
    ["forty dashes and spaces around a short text", page(review({ text: `-      Kort tekst${" ".repeat(42)}` }))],
    ["text that is not HTML", "<<<>>> not html at all \u0000\u0001"],
  ])("finds no testimonial in %s", (_, html) => {
    expect(parseTestimonials(html)).toEqual([]);
  });

  it("collapses whitespace in author and title and keeps the text of markup, never the markup", () => {
    const text = `Jeg <strong>liker</strong> <script>alert(1)</script>${LONG_TEXT}`;
    const author = "<img src=x onerror=alert(1)>  Ola,\n  17 år ";
    const [testimonial] = parseTestimonials(page(review({ author, title: " Trygt \n sted ", text })));
    expect(testimonial).toMatchObject({ author: "Ola, 17 år", title: "Trygt sted", quote: `Jeg liker ${LONG_TEXT}` });
  });

  // The label's first number, else the filled stars, else 5.
  it.each([
    ["Vurdert til 4 av 5", "★★★★★", 4],
    ["Fem stjerner", "★★☆☆☆", 2],
    [null, "☆☆☆☆☆", 5],
    // On the 1-5 scale.
    ["9 av 5", "★★★★★", 5],
    ["0 av 5", "★★★★★", 1],
    ["4,6 av 5", "★★★★★", 5],
    ["4.4", "★★★★★", 4],
  ])("rates label %j and stars %j as %i", (label, stars, rating) => {
    expect(parseTestimonials(page(review({ label, stars })))[0]?.rating).toBe(rating);
  });

  it(`keeps at most ${MAX_TESTIMONIALS}, in document order, counted after dropping invalid reviews`, () => {
    const valid = Array.from({ length: 25 }, (_, index) => review({ author: `Bruker ${index + 1}` }));
    const reviews = [review({ author: null }), ...valid];
    const authors = parseTestimonials(page(...reviews)).map((testimonial) => testimonial.author);
    expect(authors).toEqual(valid.slice(0, MAX_TESTIMONIALS).map((_, index) => `Bruker ${index + 1}`));
  });

  it("finds reviews by class among other classes, ignores look-alikes, and rates one without stars 5", () => {
    const html = page(
      `<section class="card review featured"><p class="review-author">Kari</p><p class="review-text">${LONG_TEXT}</p></section>`,
      `<div class="reviews"><p class="review-author">Ola</p><p class="review-text">${LONG_TEXT}</p></div>`,
    );
    expect(parseTestimonials(html).map(({ author, rating }) => [author, rating])).toEqual([["Kari", 5]]);
  });
});

// A leading dash in the quote is stripped and whitespace collapsed, in every form a quote can
// arrive in, so no card on the site starts with one.
const WORDS = "Pusteøvelsene hjelper meg å roe ned.";

describe("cleanQuote", () => {
  it.each([
    `- ${WORDS}`,
    `–${WORDS}`,
    `— ${WORDS}`,
    `– – ${WORDS}`,
    `− ${WORDS}`,
    `–\u00a0${WORDS}`,
    `\n   -- ${WORDS}`,
  ])("strips the dashes that open %j", (quote) => {
    expect(cleanQuote(quote)).toBe(WORDS);
  });

  it("collapses whitespace, keeps dashes inside the text, and leaves a quote that starts with a number alone", () => {
    expect(cleanQuote("  Før eksamen –\n  helt   på felgen - nå  roligere ")).toBe(
      "Før eksamen – helt på felgen - nå roligere",
    );
    expect(cleanQuote("3-4 ganger i uka går jeg tur")).toBe("3-4 ganger i uka går jeg tur");
  });
});

describe("the built-in testimonials", () => {
  it("follow the same rules as the file's, and are marked as Norwegian", () => {
    for (const testimonial of FALLBACK_TESTIMONIALS) {
      expect(testimonial.lang).toBe("nb");
      expect(cleanQuote(testimonial.quote)).toBe(testimonial.quote);
      expect(testimonial.quote.length).toBeGreaterThan(40);
    }
  });
});
