import { Await, Link } from "@remix-run/react";
import { type ReactNode, Suspense } from "react";
import { Section, textLinkClass } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";
import type { Testimonial } from "~/testimonials/testimonial";
import { TestimonialCarousel } from "./testimonial-carousel";

/**
 * Shows its title and a loading text until the testimonials arrive, and
 * nothing at all if there are none.
 */
export function TestimonialsSection({ testimonials }: { testimonials: Promise<readonly Testimonial[]> }) {
  const { t, lang } = useT();
  const frame = (children: ReactNode) => (
    <Section id="testimonials" heading={t("home.testimonials.heading")}>
      {children}
    </Section>
  );
  return (
    <Suspense
      fallback={frame(
        <p role="status" className="mt-6 text-gray-700">
          {t("home.testimonials.loading")}
        </p>,
      )}
    >
      <Await resolve={testimonials} errorElement={null}>
        {(loaded) =>
          loaded.length === 0
            ? null
            : frame(
                <>
                  <TestimonialCarousel testimonials={loaded} />
                  <p className="mt-6">
                    <Link prefetch="intent" to={localizedPath("feedback", lang)} className={textLinkClass}>
                      {t("home.testimonials.all")}
                    </Link>
                  </p>
                </>,
              )
        }
      </Await>
    </Suspense>
  );
}
