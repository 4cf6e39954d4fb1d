export type Direction = 1 | -1;

/**
 * Moves a horizontally scrolling list by one card, wrapping from the last
 * full view to the first and back. The position is read from the scroll
 * offset each time, so swiping by hand and the buttons never disagree.
 */
export function scrollByOneCard(track: HTMLElement, direction: Direction, { smooth }: { smooth: boolean }): void {
  const cards = Array.from(track.children) as HTMLElement[];
  const origin = cards[0]?.offsetLeft ?? 0;
  // Where each card starts within the list; the last full view starts at the end of the scroll range.
  const maxScroll = track.scrollWidth - track.clientWidth;
  const starts = cards.map((card) => card.offsetLeft - origin).filter((start) => start < maxScroll - 1);
  starts.push(maxScroll);
  if (starts.length < 2) return;
  const distances = starts.map((start) => Math.abs(start - track.scrollLeft));
  const current = distances.indexOf(Math.min(...distances));
  const next = (current + direction + starts.length) % starts.length;
  track.scrollTo({ left: starts[next], behavior: smooth ? "smooth" : "auto" });
}
