import { Icon } from "~/components/ui/icon";
import { STAR_SCALE } from "~/testimonials/testimonial";

/** Stars drawn for the eye, with the rating as text for everyone else. */
export function StarRating({ rating, label, lang }: { rating: number; label: string; lang?: string }) {
  return (
    <span role="img" aria-label={label} lang={lang} className="inline-flex gap-0.5">
      {Array.from({ length: STAR_SCALE }, (_, index) => (
        <Icon
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not data.
          key={index}
          name="star-solid"
          className={`size-5 ${index < rating ? "text-amber-500" : "text-gray-300"}`}
        />
      ))}
    </span>
  );
}
