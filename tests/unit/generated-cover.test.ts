import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArticleImage, PLACEHOLDER_IMAGE } from "~/insights/article-card";
import { coverDesign } from "~/insights/generated-cover";

/** docs/design.md, "Illustration": the only colours of a picture. */
const ILLUSTRATION_PALETTE =
  "white sand brand-100 brand-200 brand-300 brand-600 brand-700 brand-800 warm-100 warm-200 warm-300 warm-400 sage-100 sage-300 sage-500";

const ids = Array.from({ length: 12 }, (_, index) => `artikkel-${index + 1}`);

const cover = (image: { src: string; alt: string } | null, seed = "artikkel-1") =>
  renderToStaticMarkup(createElement(ArticleImage, { image, seed, className: "rounded-2xl", sizes: "100vw" }));

describe("the cover of an article without an image", () => {
  it("is drawn, not the placeholder: an SVG screen readers skip, in the same 16:9 box", () => {
    const html = cover(null);
    expect(html).toMatch(/^<svg aria-hidden="true" focusable="false" viewBox="0 0 160 90"/);
    expect(html).toContain('class="aspect-video h-auto w-full rounded-2xl"');
    expect(html).not.toContain("<img");
    expect(html).not.toContain(PLACEHOLDER_IMAGE);
  });

  it("is the same for the same article every time, and differs between articles: colours, sun and hills follow the id", () => {
    expect(coverDesign("sovn")).toEqual(coverDesign("sovn"));
    expect(cover(null, "sovn")).toBe(cover(null, "sovn"));
    const designs = ids.map((id) => JSON.stringify(coverDesign(id)));
    expect(new Set(designs).size).toBe(ids.length);
    const colourSets = new Set(ids.map((id) => coverDesign(id).colours.background));
    expect(colourSets.size).toBeGreaterThanOrEqual(4);
  });

  it("draws in the illustration palette of docs/design.md", () => {
    const palette = new Set(ILLUSTRATION_PALETTE.split(" "));
    for (const id of ids) {
      for (const colour of Object.values(coverDesign(id).colours))
        expect(palette).toContain(colour.replace(/^fill-/, ""));
    }
  });

  it("keeps the sun in the upper left, where the light comes from", () => {
    for (const id of ids) {
      const { sun } = coverDesign(id);
      expect(sun.cx).toBeLessThanOrEqual(80);
      expect(sun.cy).toBeLessThanOrEqual(45);
    }
  });
});
