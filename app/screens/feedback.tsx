import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScreenIntro } from "~/components/layout/screen-intro";
import { StarRating } from "~/components/ui/star-rating";
import { useT } from "~/i18n/use-language";
import { NextStepSection } from "~/next-step/next-step-section";
import { languageOfPath } from "~/routing/paths";
import { pageMeta } from "~/seo/meta";
import { pageText } from "~/seo/page-text.server";
import { STAR_SCALE } from "~/testimonials/testimonial";
import { TestimonialCard } from "~/testimonials/testimonial-card";
import { loadTestimonials } from "~/testimonials/testimonials.server";

/**
 * The feedback file's reviews, read by the testimonial rules (spec §5) into the
 * home page's cards; the three built-in ones without a usable file (spec §2, §8).
 * The file's own headings and text around the reviews are not shown: the page's
 * heading and intro come from the bundles (docs/decisions.md, issue 14).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const [page, testimonials] = await Promise.all([pageText(request, "feedback"), loadTestimonials(lang)]);
  return json({ page, testimonials });
}

export const meta = pageMeta;

export default function FeedbackScreen() {
  const { testimonials } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <ScreenIntro heading={t("screens.feedback.heading")} intro={t("screens.feedback.intro")}>
        {/* The average the home page shows, with the same stars: the quotes below are a sample of it. */}
        <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-gray-700">
          <StarRating rating={STAR_SCALE} label={t("home.socialProof.ratingLabel")} />
          <span aria-hidden="true" className="font-bold text-brand-800 text-xl">
            {t("home.socialProof.rating")}
          </span>
          <span>{t("home.socialProof.ratingText")}</span>
        </p>
      </ScreenIntro>
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
