import { type FocusEvent, useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Icon } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import type { Testimonial } from "~/testimonials/testimonial";
import { TestimonialCard } from "~/testimonials/testimonial-card";
import { useMediaQuery, usePageHidden } from "~/utils/use-browser-state";
import { type Direction, scrollByOneCard } from "./carousel-scroll";

const AUTO_ADVANCE_MS = 5_000;

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50";

/**
 * A scroll-snap list that works without JavaScript (swipe, scroll, keyboard)
 * and, once hydrated, advances by itself unless the visitor points at it,
 * focuses it, hides the tab, asks for reduced motion or presses pause (WCAG 2.2.2).
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const { t } = useT();
  const trackRef = useRef<HTMLUListElement>(null);
  const hydrated = useHydrated();
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const pageHidden = usePageHidden();
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const rotating = hydrated && !reducedMotion && !pausedByVisitor && !pointerInside && !focusInside && !pageHidden;

  const move = (direction: Direction) => {
    if (trackRef.current) scrollByOneCard(trackRef.current, direction, { smooth: !reducedMotion });
  };
  const moveRef = useRef(move);
  moveRef.current = move;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => moveRef.current(1), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [rotating]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: these handlers only observe pointer and focus to pause rotation; the controls inside are real buttons.
    <div
      className="mt-8"
      data-rotating={rotating}
      onPointerEnter={() => setPointerInside(true)}
      onPointerLeave={() => setPointerInside(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
    >
      {hydrated ? (
        <div className="mb-4 flex justify-end gap-2">
          {reducedMotion ? null : (
            <button type="button" className={controlClass} onClick={() => setPausedByVisitor((paused) => !paused)}>
              {pausedByVisitor ? <Icon name="play" className="size-5" /> : <Icon name="pause" className="size-5" />}
              <span className="sr-only">
                {t(pausedByVisitor ? "home.testimonials.play" : "home.testimonials.pause")}
              </span>
            </button>
          )}
          <button type="button" className={`${controlClass} max-md:hidden`} onClick={() => move(-1)}>
            <Icon name="chevron-left" className="size-5" />
            <span className="sr-only">{t("home.testimonials.previous")}</span>
          </button>
          <button type="button" className={`${controlClass} max-md:hidden`} onClick={() => move(1)}>
            <Icon name="chevron-right" className="size-5" />
            <span className="sr-only">{t("home.testimonials.next")}</span>
          </button>
        </div>
      ) : null}
      <ul
        ref={trackRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled.
        tabIndex={0}
        aria-label={t("home.testimonials.listLabel")}
        className="render-when-near flex snap-x snap-mandatory gap-4 overflow-x-auto rounded-card pb-4"
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
    </div>
  );
}
