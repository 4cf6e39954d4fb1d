import { describe, expect, it, vi } from "vitest";
import { FIGURES, parseFigureSources } from "~/home/figure-sources.server";

describe("the home page's figures and their sources", () => {
  it("are the statistics and the rating, named as the Norwegian page shows them", () => {
    expect(FIGURES).toEqual(["85 %", "90 %", "24/7", "4,8 av 5"]);
  });

  it("reads each figure's source in both languages from content/figures.json", () => {
    const text = JSON.stringify({ "85 %": { nb: "Undersøkelse, mars 2026", en: "Survey, March 2026" } });
    expect(parseFigureSources(text)).toEqual({ "85 %": { nb: "Undersøkelse, mars 2026", en: "Survey, March 2026" } });
    // A name copied from the page, with its non-breaking space, names the same figure.
    expect(Object.keys(parseFigureSources(JSON.stringify({ "90\u00a0%": { nb: "a", en: "b" } })))).toEqual(["90 %"]);
  });

  it("gives none for a file that is not valid", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(parseFigureSources("{")).toEqual({});
    expect(parseFigureSources(JSON.stringify({ "85 %": { nb: "Bare norsk" } }))).toEqual({});
  });
});
