import { describe, expect, it, vi } from "vitest";
import { parseFigureSources } from "~/home/figure-sources.server";

// The figures' names and a source beside its figure are proven end to end (http/home.spec.ts, preflight.spec.ts).
describe("content/figures.json", () => {
  it("names a figure as copied from the page too, with its non-breaking space", () => {
    const sources = parseFigureSources(JSON.stringify({ "90\u00a0%": { nb: "Undersøkelse", en: "Survey" } }));
    expect(sources).toEqual({ "90 %": { nb: "Undersøkelse", en: "Survey" } });
  });

  it("gives no sources when it is not valid", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(parseFigureSources("{")).toEqual({});
    expect(parseFigureSources(JSON.stringify({ "85 %": { nb: "Bare norsk" } }))).toEqual({});
  });
});
