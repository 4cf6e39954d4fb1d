export type Testimonial = {
  author: string;
  quote: string;
  title?: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  /** Set when the text is not in the page's language (the built-in fallbacks are Norwegian). */
  lang?: "nb" | "en";
};

export const STAR_SCALE = 5;
