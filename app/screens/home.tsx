import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { NextStepSection } from "~/components/layout/next-step-section";
import { AudienceSection } from "~/home/audience-section";
import { FeatureGridSection } from "~/home/feature-grid-section";
import { HeroSection } from "~/home/hero-section";
// The loader and action in a module of their own: the browser's build of this page then leaves
// out one (empty) server module, not each of the modules they use.
import { action, loader } from "~/home/home-route.server";
import { BenefitsSection, DifferentiationSection, NewEraSection, SocialProofSection } from "~/home/statements";
import { TestimonialsSection } from "~/home/testimonials-section";
import { pageMeta, type ScreenMeta } from "~/seo/meta";

export { action, loader };

export const meta: ScreenMeta<typeof loader> = (args) => pageMeta(args, args.data?.page);

// Shown to business visitors only: the others never load it.
const InlineContactForm = lazy(() =>
  import("~/contact/inline-contact-form").then((module) => ({ default: module.InlineContactForm })),
);

export default function HomeScreen() {
  const { testimonials, figureSources } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    // On phones the sections sit closer: the page is long, and its sections alternate tones anyway.
    <div className="max-sm:[--spacing-section:2rem]">
      <HeroSection />
      <NewEraSection />
      <BenefitsSection />
      <FeatureGridSection />
      <SocialProofSection sources={figureSources} />
      <TestimonialsSection testimonials={testimonials} />
      <DifferentiationSection />
      <AudienceSection error={actionData?.audienceError} />
      <NextStepSection
        demoForm={
          <Suspense fallback={null}>
            <InlineContactForm formId="home-demo-form" intent="demo" audience="bedrift" />
          </Suspense>
        }
      />
    </div>
  );
}
