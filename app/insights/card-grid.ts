/**
 * How many columns a card of the list takes: the grid has one column on
 * phones, two from 640 px (`sm`) and three from 1024 px (`lg`, drawn on six
 * tracks so that two cards can share a row).
 */
export type CardSpan = { sm: 1 | 2; lg: 2 | 3 | 6 };

/**
 * Spans that leave no row half empty, whatever the number of cards: the
 * newest cards take the room the count leaves over. A full page of ten opens
 * with one wide card above three rows of three (two columns: five rows of two).
 */
export function cardSpan(index: number, count: number): CardSpan {
  return {
    sm: count % 2 === 1 && index === 0 ? 2 : 1,
    lg: count % 3 === 1 && index === 0 ? 6 : count % 3 === 2 && index < 2 ? 3 : 2,
  };
}

// Whole class names, so Tailwind finds them.
const LG_CLASS = { 2: "lg:col-span-2", 3: "lg:col-span-3", 6: "lg:col-span-6" } as const;

export const cardSpanClass = (span: CardSpan) => `${LG_CLASS[span.lg]}${span.sm === 2 ? " sm:col-span-2" : ""}`;

/**
 * The card image's rendered width, as in the `sizes` attribute. A card at
 * least 56 rem wide puts its image beside the text (ArticleCard), so the image
 * is half the card wide; content is at most 1152 px wide with 1 rem padding
 * and 1.5 rem gaps.
 */
export function cardImageSizes(span: CardSpan): string {
  const large = {
    2: "(min-width: 1152px) 358px, (min-width: 1024px) calc((100vw - 5rem) / 3)",
    3: "(min-width: 1152px) 548px, (min-width: 1024px) calc((100vw - 3.5rem) / 2)",
    6: "(min-width: 1152px) 560px, (min-width: 1024px) calc((100vw - 2rem) / 2)",
  }[span.lg];
  // A card across both columns is 56 rem wide, and so puts its image beside the text, from 928 px.
  const medium =
    span.sm === 2
      ? "(min-width: 928px) calc((100vw - 2rem) / 2), (min-width: 640px) calc(100vw - 2rem)"
      : "(min-width: 640px) calc((100vw - 3.5rem) / 2)";
  return `${large}, ${medium}, calc(100vw - 2rem)`;
}
