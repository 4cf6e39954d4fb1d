import { useT } from "~/i18n/use-language";
import type { Testimonial } from "~/testimonials/testimonial";
import { TestimonialCard } from "~/testimonials/testimonial-card";

/**
 * The testimonials as a list that scrolls sideways a card at a time, with no JavaScript too
 * (swipe, scroll bar, keyboard).
 */
export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const { t } = useT();
  return (
    <ul
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled.
      tabIndex={0}
      aria-label={t("home.testimonials.listLabel")}
      className="render-when-near flex snap-x motion-safe:scroll-smooth snap-mandatory gap-4 overflow-x-auto rounded-card pb-4"
    >
      {testimonials.map((testimonial) => (
        <li
          key={`${testimonial.author}|${testimonial.quote}`}
          className="flex shrink-0 basis-full snap-start md:basis-[calc((100%_-_1rem)/2)] lg:basis-[calc((100%_-_2rem)/3)]"
        >
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
