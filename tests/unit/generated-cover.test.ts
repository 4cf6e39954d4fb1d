import { describe, expect, it } from "vitest";
import { coverDesign } from "~/insights/generated-cover";

/** docs/design.md, "Illustration": the only colours of a picture. */
const ILLUSTRATION_PALETTE = `white sand brand-100 brand-200 brand-300 brand-600 brand-700 brand-800 warm-100 warm-200
  warm-300 warm-400 sage-100 sage-300 sage-500`.split(/\s+/);

const ids = Array.from({ length: 12 }, (_, index) => `artikkel-${index + 1}`);

// That an article without an image gets this drawing, not the placeholder, is the e2e tests' (insights-supabase).
describe("the cover drawn for an article without an image", () => {
  it("is the same for the same article every time, differs between articles (colours, sun and hills follow the id), and draws in the illustration palette of docs/design.md, its sun upper left, where the light comes from", () => {
    expect(coverDesign("sovn")).toEqual(coverDesign("sovn"));
    expect(new Set(ids.map((id) => JSON.stringify(coverDesign(id)))).size).toBe(ids.length);
    expect(new Set(ids.map((id) => coverDesign(id).colours.background)).size).toBeGreaterThanOrEqual(4);
    for (const id of ids) {
      const { colours, sun } = coverDesign(id);
      for (const colour of Object.values(colours))
        expect(ILLUSTRATION_PALETTE, id).toContain(colour.replace("fill-", ""));
      expect([sun.cx <= 80, sun.cy <= 45], id).toEqual([true, true]);
    }
  });
});
