import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Icon, Section, textLinkClass } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";
import type { Testimonial } from "~/testimonials/testimonial";
import { TestimonialCard } from "~/testimonials/testimonial-card";

const AUTO_ADVANCE_MS = 5_000;

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50";

/**
 * Moves the carousel's list by one card, wrapping from the last full view to the first and back.
 * The position is read from the scroll offset each time, so swiping by hand and the buttons never
 * disagree. The list scrolls smoothly unless the visitor asks for reduced motion (its CSS).
 */
function scrollByOneCard(carousel: HTMLElement | null, direction: 1 | -1) {
  const list = carousel?.querySelector("ul");
  if (!list) return;
  const cards = Array.from(list.children) as HTMLElement[];
  const origin = cards[0]?.offsetLeft ?? 0;
  // Where each card starts within the list; the last full view starts at the end of the scroll range.
  const maxScroll = list.scrollWidth - list.clientWidth;
  const starts = cards.map((card) => card.offsetLeft - origin).filter((start) => start < maxScroll - 1);
  starts.push(maxScroll);
  const distances = starts.map((start) => Math.abs(start - list.scrollLeft));
  const next = (distances.indexOf(Math.min(...distances)) + direction + starts.length) % starts.length;
  list.scrollTo({ left: starts[next] });
}

/**
 * The testimonials as a carousel: once hydrated, it has buttons for the
 * previous and next card and advances by itself unless the visitor points at it, focuses it,
 * hides the tab, asks for reduced motion or presses pause (WCAG 2.2.2).
 */
export function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const { t, lang } = useT();
  const carousel = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => {
      const element = carousel.current;
      const visitorBusy =
        document.visibilityState === "hidden" ||
        matchMedia("(prefers-reduced-motion: reduce)").matches ||
        element?.matches(":hover, :focus-within");
      if (!visitorBusy) scrollByOneCard(element, 1);
    }, AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <Section id="testimonials" heading={t("home.testimonials.heading")}>
      <div ref={carousel} className="mt-6 sm:mt-8">
        {/* A list that scrolls sideways a card at a time, with no JavaScript too (swipe, scroll bar, keyboard).
            On phones the next card shows at the edge, so the row reads as one that goes on. */}
        <ul
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled.
          tabIndex={0}
          aria-label={t("home.testimonials.listLabel")}
          className="render-when-near flex snap-x motion-safe:scroll-smooth snap-mandatory gap-4 overflow-x-auto rounded-card pb-4"
        >
          {testimonials.map((testimonial) => (
            <li
              key={`${testimonial.author}|${testimonial.quote}`}
              className="flex shrink-0 basis-[85%] snap-start md:basis-[calc((100%_-_1rem)/2)] lg:basis-[calc((100%_-_2rem)/3)]"
            >
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        {/* The link and the controls share the row under the cards. */}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <Link prefetch="intent" to={localizedPath("feedback", lang)} className={textLinkClass}>
            {t("home.testimonials.all")}
          </Link>
          {hydrated ? (
            <div className="flex gap-2">
              {/* Under reduced motion the list never moves by itself: nothing to pause. */}
              <button
                type="button"
                className={`${controlClass} motion-reduce:hidden`}
                onClick={() => setPaused(!paused)}
              >
                <Icon name={paused ? "play" : "pause"} className="size-5" />
                <span className="sr-only">{t(paused ? "home.testimonials.play" : "home.testimonials.pause")}</span>
              </button>
              {([-1, 1] as const).map((direction) => (
                <button
                  key={direction}
                  type="button"
                  className={`${controlClass} max-md:hidden`}
                  onClick={() => scrollByOneCard(carousel.current, direction)}
                >
                  <Icon name={direction < 0 ? "chevron-left" : "chevron-right"} className="size-5" />
                  <span className="sr-only">
                    {t(direction < 0 ? "home.testimonials.previous" : "home.testimonials.next")}
                  </span>
                </button>
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
