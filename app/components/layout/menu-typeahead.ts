/** Typed characters older than this (1 s) no longer extend the search. */
export const TYPEAHEAD_RESET_MS = 1000;

/**
 * Index of the menu item that type-ahead moves to, or -1. Repeating one
 * character cycles through the items starting with it; a longer string keeps
 * the current item while it still matches (WAI-ARIA menu pattern).
 */
export function findTypeaheadMatch(labels: readonly string[], typed: string, currentIndex: number): number {
  const search = typed.toLocaleLowerCase();
  if (!search || labels.length === 0) return -1;
  const repeatsOneCharacter = [...search].every((character) => character === search[0]);
  const needle = repeatsOneCharacter ? search.charAt(0) : search;
  const offset = repeatsOneCharacter ? 1 : 0;
  for (let step = 0; step < labels.length; step++) {
    const index = (Math.max(currentIndex, 0) + offset + step) % labels.length;
    if (labels[index]?.toLocaleLowerCase().startsWith(needle)) return index;
  }
  return -1;
}
