export type Direction = 1 | -1;

/**
 * Moves a horizontally scrolling list by one card, wrapping from the last
 * full view to the first and back. The position is read from the scroll
 * offset each time, so swiping by hand and the buttons never disagree.
 */
export function scrollByOneCard(track: HTMLElement, direction: Direction, { smooth }: { smooth: boolean }): void {
  const cards = Array.from(track.children) as HTMLElement[];
  const [first, second] = cards;
  if (!first || !second) return;
  const stride = second.offsetLeft - first.offsetLeft;
  if (stride <= 0) return;
  const cardsInView = Math.max(1, Math.round(track.clientWidth / stride));
  const lastStart = Math.max(0, cards.length - cardsInView);
  const current = Math.min(lastStart, Math.round(track.scrollLeft / stride));
  const next = current + direction;
  const target = next > lastStart ? 0 : next < 0 ? lastStart : next;
  track.scrollTo({ left: target * stride, behavior: smooth ? "smooth" : "auto" });
}
