import { Await, Link } from "@remix-run/react";
import { type ReactNode, Suspense } from "react";
import { Section, textLinkClass } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";
import type { Testimonial } from "~/testimonials/testimonial";
import { TestimonialCarousel } from "./testimonial-carousel";

function TestimonialsFrame({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <Section id="testimonials" heading={t("home.testimonials.heading")}>
      {children}
    </Section>
  );
}

/**
 * Shows its title and a loading text until the testimonials arrive, and
 * nothing at all if there are none.
 */
export function TestimonialsSection({ testimonials }: { testimonials: Promise<readonly Testimonial[]> }) {
  const { t, lang } = useT();
  return (
    <Suspense
      fallback={
        <TestimonialsFrame>
          <p role="status" className="mt-6 text-gray-700">
            {t("home.testimonials.loading")}
          </p>
        </TestimonialsFrame>
      }
    >
      <Await resolve={testimonials} errorElement={null}>
        {(loaded) =>
          loaded.length === 0 ? null : (
            <TestimonialsFrame>
              <TestimonialCarousel testimonials={loaded} />
              <p className="mt-6">
                <Link prefetch="intent" to={localizedPath("feedback", lang)} className={textLinkClass}>
                  {t("home.testimonials.all")}
                </Link>
              </p>
            </TestimonialsFrame>
          )
        }
      </Await>
    </Suspense>
  );
}
