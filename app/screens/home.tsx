import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { NextStepSection } from "~/components/layout/next-step-section";
import { FeatureList, Section } from "~/components/ui/elements";
import { AudienceSection, highlighted } from "~/home/audience-section";
import { FeatureGridSection } from "~/home/feature-grid-section";
import { HeroSection } from "~/home/hero-section";
// The loader and action in a module of their own: the browser's build of this page then leaves
// out one (empty) server module, not each of the modules they use.
import { action, loader } from "~/home/home-route.server";
import { SocialProofSection } from "~/home/social-proof-section";
import { TestimonialsSection } from "~/home/testimonials-section";
import { useT } from "~/i18n/use-language";
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
  const { t } = useT();
  return (
    // On phones the sections sit closer: the page is long, and its sections alternate tones anyway.
    <div className="max-sm:[--spacing-section:2rem]">
      <HeroSection />
      <Section heading={t("home.newEra.heading")} intro={t("home.newEra.intro")}>
        <FeatureList
          items={t("home.newEra.items", { returnObjects: true })}
          icons={["clock", "adjustments-horizontal", "academic-cap"]}
        />
      </Section>
      {/* What a visitor gets out of it. No app screen: the feature tour below shows them. */}
      <Section heading={t("home.benefits.heading")} tone="tinted">
        <FeatureList warm items={t("home.benefits.cards", { returnObjects: true })} icons={["heart", "sun", "users"]} />
      </Section>
      <FeatureGridSection />
      <SocialProofSection sources={figureSources} />
      <TestimonialsSection testimonials={testimonials} />
      <Section
        tone="tinted"
        heading={highlighted(t("home.differentiation.headingStart"), t("home.differentiation.headingHighlight"))}
      >
        {/* A list, not cards: on phones three bordered cards would make the section twice as tall. */}
        <FeatureList
          items={t("home.differentiation.cards", { returnObjects: true })}
          icons={["academic-cap", "lock-closed", "speaker-wave"]}
        />
      </Section>
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
