import { describe, expect, it } from "vitest";
import { findTypeaheadMatch } from "~/components/layout/main-menu";

const labels = ["Hjem", "Innsikt", "Produkt", "Visjon", "Tilbakemeldinger", "Personvern", "Trygghet", "Om oss"];

describe("findTypeaheadMatch", () => {
  it.each([
    ["moves to the next item starting with the typed letter", "v", 0, 3],
    // The letter repeated cycles through the items sharing it.
    ["cycles through items sharing a first letter", "p", 0, 2],
    ["cycles through items sharing a first letter", "pp", 2, 5],
    ["cycles through items sharing a first letter", "ppp", 5, 2],
    ["matches several characters as a prefix", "tr", 4, 6],
    ["matches several characters as a prefix, staying on the current item", "pe", 5, 5],
    ["ignores case", "O", 0, 7],
    ["answers -1 when nothing matches", "x", 0, -1],
    ["answers -1 when nothing matches", "", 0, -1],
  ])("%s: %j from %i → %i", (_, typed, current, expected) => {
    expect(findTypeaheadMatch(labels, typed, current)).toBe(expected);
  });
});
