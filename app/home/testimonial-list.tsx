import { Await, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";
import type { loader as feedbackLoader } from "~/screens/feedback";
import type { Testimonial } from "~/testimonials/testimonial";
import { TestimonialCard } from "~/testimonials/testimonial-card";

/**
 * The testimonials as a list that scrolls sideways a card at a time, with no JavaScript too
 * (swipe, scroll bar, keyboard). Drawn by the server from the page's testimonials; the browser
 * draws it only for a page it draws itself (a client-side navigation), whose data has none
 * (home-route.server.ts), from the feedback page's data.
 */
export function TestimonialList({ testimonials }: { testimonials: Promise<readonly Testimonial[] | null> }) {
  return (
    <Await resolve={testimonials}>{(drawn) => (drawn ? <Cards testimonials={drawn} /> : <FeedbackCards />)}</Await>
  );
}

function FeedbackCards() {
  const { t, lang } = useT();
  const feedback = useFetcher<typeof feedbackLoader>();
  useEffect(() => {
    feedback.load(localizedPath("feedback", lang));
  }, [feedback.load, lang]);
  return feedback.data ? (
    <Cards testimonials={feedback.data.testimonials} />
  ) : (
    <p role="status" className="text-gray-700">
      {t("home.testimonials.loading")}
    </p>
  );
}

function Cards({ testimonials }: { testimonials: readonly Testimonial[] }) {
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
