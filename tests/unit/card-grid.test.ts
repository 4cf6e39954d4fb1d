import { describe, expect, it } from "vitest";
import { cardSpan } from "~/insights/card-grid";

/** Whether cards of these spans, placed in order as CSS places them, fill every row of a grid `tracks` wide. */
function fillsEveryRow(spans: number[], tracks: number): boolean {
  let used = 0;
  for (const span of spans) {
    // A card that does not fit starts the next row, leaving a gap unless its row was full.
    if (used + span > tracks && used < tracks) return false;
    used = (used + span > tracks ? 0 : used) + span;
  }
  return used === tracks;
}

const spansOf = (count: number, width: "sm" | "lg") =>
  Array.from({ length: count }, (_, index) => cardSpan(index, count)[width]);

// Up to ten cards: a page of the list.
describe("the insights grid", () => {
  it.each(Array.from({ length: 10 }, (_, index) => index + 1))(
    "fills every row with %i cards, in two columns and in three",
    (count) => {
      expect(fillsEveryRow(spansOf(count, "sm"), 2)).toBe(true);
      expect(fillsEveryRow(spansOf(count, "lg"), 6)).toBe(true);
    },
  );

  it("opens a full page with one wide card above rows of three (two columns: rows of two)", () => {
    expect(spansOf(10, "lg")).toEqual([6, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    expect(spansOf(10, "sm")).toEqual(Array(10).fill(1));
  });
});
