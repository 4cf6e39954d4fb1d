import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentBody } from "~/components/content/content-body";
import { ScreenIntro } from "~/components/layout/screen-intro";
import { contentScreenData } from "~/content/content-screen.server";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/meta";
import { TestimonialCard } from "~/testimonials/testimonial-card";
import { loadTestimonials } from "~/testimonials/testimonials.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, content, lang } = await contentScreenData(request, "feedback", "feedback");
  // Without a feedback page the testimonials are the fallback (spec §2).
  const testimonials = content.kind === "none" ? await loadTestimonials(lang) : [];
  return json({ page, content, testimonials });
}

export const meta = pageMeta;

export default function FeedbackScreen() {
  const { content, testimonials } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <ScreenIntro heading={t("screens.feedback.heading")} intro={t("screens.feedback.intro")} />
      <ContentBody
        content={content}
        fallback={
          <ul className="grid gap-6 sm:grid-cols-2">
            {testimonials.map((testimonial) => (
              <li key={`${testimonial.author}|${testimonial.quote}`} className="flex">
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        }
      />
    </>
  );
}
