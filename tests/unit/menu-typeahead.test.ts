import { describe, expect, it } from "vitest";
import { findTypeaheadMatch } from "~/components/layout/main-menu";

const labels = ["Hjem", "Innsikt", "Produkt", "Visjon", "Tilbakemeldinger", "Personvern", "Trygghet", "Om oss"];

describe("findTypeaheadMatch", () => {
  it("moves to the next item starting with the typed letter", () => {
    expect(findTypeaheadMatch(labels, "v", 0)).toBe(3);
  });

  it("cycles through items sharing a first letter when the letter repeats", () => {
    expect(findTypeaheadMatch(labels, "p", 0)).toBe(2);
    expect(findTypeaheadMatch(labels, "pp", 2)).toBe(5);
    expect(findTypeaheadMatch(labels, "ppp", 5)).toBe(2);
  });

  it("matches several typed characters as a prefix, staying on the current item", () => {
    expect(findTypeaheadMatch(labels, "tr", 4)).toBe(6);
    expect(findTypeaheadMatch(labels, "pe", 5)).toBe(5);
  });

  it("ignores case and answers -1 when nothing matches", () => {
    expect(findTypeaheadMatch(labels, "O", 0)).toBe(7);
    expect(findTypeaheadMatch(labels, "x", 0)).toBe(-1);
    expect(findTypeaheadMatch(labels, "", 0)).toBe(-1);
  });
});
