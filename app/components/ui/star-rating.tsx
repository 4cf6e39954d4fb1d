import { Icon } from "~/components/ui/icon";
import { STAR_SCALE } from "~/testimonials/testimonial";

/**
 * The site's one way of drawing a rating (testimonial cards, the home page's
 * average, the feedback page): five stars from the icon sprite for the eye,
 * hidden from assistive technology, and `label` ("4 av 5 stjerner") as the
 * single text alternative. `data-star-rating` lets tests find every use.
 */
export function StarRating({ rating, label, lang }: { rating: number; label: string; lang?: string }) {
  return (
    <span role="img" aria-label={label} lang={lang} data-star-rating={rating} className="inline-flex gap-0.5">
      {Array.from({ length: STAR_SCALE }, (_, index) => (
        <Icon
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not data.
          key={index}
          name="star-solid"
          className={`size-5 ${index < rating ? "text-amber-600" : "text-gray-300"}`}
        />
      ))}
    </span>
  );
}
