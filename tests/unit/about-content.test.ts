import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { founderSection, withoutFounderSections } from "~/content/static-content.server";
import founders from "../../content/founders.json" with { type: "json" };

describe("the about page's content", () => {
  it.each(["about.md", "about.en.md"])(
    "content/%s has a section for each founder, left out on the about page",
    (file) => {
      const source = readFileSync(`content/${file}`, "utf8");
      const aboutPage = withoutFounderSections(source);
      for (const founder of founders) {
        const section = founderSection(source, founder.slug);
        expect(section, founder.slug).toBeTruthy();
        expect(aboutPage).not.toContain(section);
        // The founder page's h1 is the name; the section does not open with it again.
        expect(section).not.toMatch(/^#/);
      }
      expect(aboutPage).toMatch(/^## /);
    },
  );
});
