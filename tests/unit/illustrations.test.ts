import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import founders from "../../content/founders.json" with { type: "json" };
import { ruleBreaks } from "../support/illustration-rules";

describe("illustrations follow docs/design.md", () => {
  it("every founder's picture exists, and sample founders have illustrated portraits", () => {
    for (const founder of founders) {
      expect(existsSync(path.join("public", founder.image.src)), founder.image.src).toBe(true);
      // A real founder may get a photo (docs/content.md); until then the portrait is an illustration.
      if (founder.sample) {
        expect(founder.image.src, founder.slug).toMatch(/\.svg$/);
        expect(ruleBreaks(founder.image.src), founder.slug).toEqual([]);
      }
    }
  });

  it.each(["/images/about/hero.svg", "/images/vision/hvorfor.svg", "/images/not-found.svg"])(
    "%s follows the rules",
    (src) => {
      expect(ruleBreaks(src)).toEqual([]);
    },
  );
});
