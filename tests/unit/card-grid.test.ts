import { describe, expect, it } from "vitest";
import { cardSpan } from "~/insights/card-grid";

/** Rows of a grid `tracks` wide filled in order, as CSS places the cards; null when a card would leave a gap. */
function rows(spans: number[], tracks: number): number[][] | null {
  const filled: number[][] = [[]];
  for (const span of spans) {
    const row = filled[filled.length - 1] ?? [];
    const used = row.reduce((sum, width) => sum + width, 0);
    if (used + span > tracks) {
      if (used < tracks) return null;
      filled.push([span]);
    } else row.push(span);
  }
  return filled;
}

const spansOf = (count: number, width: "sm" | "lg") =>
  Array.from({ length: count }, (_, index) => cardSpan(index, count)[width]);

// Up to ten cards: a page of the list.
describe("the insights grid", () => {
  it.each(Array.from({ length: 10 }, (_, index) => index + 1))(
    "fills every row with %i cards, in two columns and in three",
    (count) => {
      for (const [width, tracks] of [
        ["sm", 2],
        ["lg", 6],
      ] as const) {
        const filled = rows(spansOf(count, width), tracks);
        expect(filled, `${width}: ${count}`).not.toBeNull();
        for (const row of filled ?? []) expect(row.reduce((sum, span) => sum + span, 0)).toBe(tracks);
      }
    },
  );

  it("opens a full page with one wide card above rows of three (two columns: rows of two)", () => {
    expect(rows(spansOf(10, "lg"), 6)).toEqual([[6], [2, 2, 2], [2, 2, 2], [2, 2, 2]]);
    expect(rows(spansOf(10, "sm"), 2)).toEqual(Array.from({ length: 5 }, () => [1, 1]));
  });
});
