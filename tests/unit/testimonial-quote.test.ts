import { describe, expect, it } from "vitest";
import { cleanQuote } from "~/testimonials/parse-testimonials.server";
import { FALLBACK_TESTIMONIALS } from "~/testimonials/testimonials.server";

// A leading dash in the quote is stripped and whitespace collapsed, in every form a quote can
// arrive in, so no card on the site starts with one.
const WORDS = "Pusteøvelsene hjelper meg å roe ned.";

describe("cleanQuote", () => {
  it.each([
    ["a hyphen", `- ${WORDS}`],
    ["an en dash", `– ${WORDS}`],
    ["an em dash", `— ${WORDS}`],
    ["a dash without a space", `–${WORDS}`],
    ["two hyphens", `-- ${WORDS}`],
    ["dashes with spaces between", `– – ${WORDS}`],
    ["a figure dash", `‒ ${WORDS}`],
    ["a horizontal bar", `― ${WORDS}`],
    ["a minus sign", `− ${WORDS}`],
    ["a non-breaking space after the dash", `–\u00a0${WORDS}`],
    ["whitespace before the dash", `\n   – ${WORDS}`],
  ])("strips %s at the start", (_, quote) => {
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
  it("follow the same rules as the file's", () => {
    for (const testimonial of FALLBACK_TESTIMONIALS) {
      expect(cleanQuote(testimonial.quote)).toBe(testimonial.quote);
      expect(testimonial.quote.length).toBeGreaterThan(40);
    }
  });
});
