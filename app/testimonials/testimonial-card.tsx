import { StarRating } from "~/components/ui/star-rating";
import { useT } from "~/i18n/use-language";
import type { Testimonial } from "./testimonial";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t, lang } = useT();
  // The built-in fallbacks are Norwegian; screen readers should read them as such on English pages.
  const foreign = testimonial.lang !== undefined && testimonial.lang !== lang;
  return (
    <figure
      lang={foreign ? testimonial.lang : undefined}
      className="flex w-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <StarRating
        rating={testimonial.rating}
        label={t("home.testimonials.rating", { rating: testimonial.rating })}
        lang={foreign ? lang : undefined}
      />
      {testimonial.title ? <h3 className="mt-3 font-semibold text-brand-800">{testimonial.title}</h3> : null}
      <blockquote className="mt-3 flex-1 text-gray-800">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-4 font-semibold text-gray-900">{`– ${testimonial.author}`}</figcaption>
    </figure>
  );
}
