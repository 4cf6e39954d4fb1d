import { StarRating } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import type { Testimonial } from "./testimonial";

type Props = {
  testimonial: Testimonial;
  /** The level of the review's title: 3 inside a home page section, 2 on the feedback page (right under its h1). */
  headingLevel?: 2 | 3;
};

export function TestimonialCard({ testimonial, headingLevel = 3 }: Props) {
  const { t, lang } = useT();
  // The built-in fallbacks are Norwegian; screen readers should read them as such on English pages.
  const foreign = testimonial.lang !== undefined && testimonial.lang !== lang;
  const Title = headingLevel === 2 ? "h2" : "h3";
  return (
    <figure
      lang={foreign ? testimonial.lang : undefined}
      className="flex w-full flex-col rounded-card border border-gray-200 bg-white p-5 "
    >
      <StarRating
        rating={testimonial.rating}
        label={t("home.testimonials.rating", { rating: testimonial.rating })}
        lang={foreign ? lang : undefined}
      />
      {testimonial.title ? <Title className="mt-3 font-semibold text-brand-800">{testimonial.title}</Title> : null}
      <blockquote className="mt-3 flex-1 text-gray-800">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-4 font-semibold text-gray-900">{`– ${testimonial.author}`}</figcaption>
    </figure>
  );
}
