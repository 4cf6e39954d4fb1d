import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NextStepSection } from "~/components/layout/next-step-section";
import { ScreenIntro } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { routeScreen } from "~/routing/screen-route.server";
import { pageText } from "~/seo/page-text.server";
import { TestimonialCard } from "~/testimonials/testimonial-card";
import { loadTestimonials } from "~/testimonials/testimonials.server";

/**
 * The feedback file's reviews, read by the testimonial rules (docs/content.md) into
 * the home page's cards; the three built-in ones without a usable file.
 * The file's own headings and text around the reviews are not shown: the page's
 * heading and intro come from the bundles (docs/decisions.md).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { lang, t } = routeScreen("feedback", args);
  return json({ page: pageText(t, "feedback"), testimonials: await loadTestimonials(lang) });
}

export { pageMeta as meta } from "~/seo/meta";

export default function FeedbackScreen() {
  const { testimonials } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <ScreenIntro heading={t("screens.feedback.heading")} intro={t("screens.feedback.intro")} />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={`${testimonial.author}|${testimonial.quote}`} className="flex">
              <TestimonialCard testimonial={testimonial} headingLevel={2} />
            </li>
          ))}
        </ul>
      </div>
      <NextStepSection />
    </>
  );
}
