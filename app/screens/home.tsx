import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { NextStepSection } from "~/components/layout/next-step-section";
import { ButtonLink, FeatureList, Icon, Section } from "~/components/ui/elements";
import { AudienceSection, highlighted } from "~/home/audience-section";
import { HeroSection } from "~/home/hero-section";
// The loader and action in a module of their own: the browser's build of this page then leaves
// out one (empty) server module, not each of the modules they use.
import { action, loader } from "~/home/home-route.server";
import { productFeatures } from "~/home/product-features";
import { SocialProofSection } from "~/home/social-proof-section";
import { TestimonialsSection } from "~/home/testimonials-section";
import { useT } from "~/i18n/use-language";
import { AppScreen } from "~/mockups/phone-screens";
import { localizedPath } from "~/routing/paths";

export { pageMeta as meta } from "~/seo/meta";
export { action, loader };

// Shown to business visitors only: the others never load it.
const InlineContactForm = lazy(() =>
  import("~/contact/inline-contact-form").then((module) => ({ default: module.InlineContactForm })),
);

const headingLinkClass = "underline decoration-2 decoration-warm-300 underline-offset-4 hover:decoration-brand-700";

export default function HomeScreen() {
  const { testimonials, figureSources } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, lang } = useT();
  const productPath = localizedPath("product", lang);
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
      {/* A tour of the six tools, each card with the top of its app screen and a link to its section on the
          product page: its title, so the card says its name once. Three columns on wide screens; on phones a
          row to swipe through, so six tools do not make the page six cards taller. */}
      <Section id="features" heading={t("home.features.heading")}>
        <ul className="-mx-4 mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mt-10 lg:mx-0 lg:grid lg:grid-cols-3 lg:gap-6 lg:overflow-visible lg:px-0 lg:pb-0">
          {productFeatures.map(({ anchor, icon, screen }) => (
            <li
              key={anchor}
              className="w-[78%] max-w-xs shrink-0 snap-start overflow-hidden rounded-card border border-gray-200 bg-white sm:w-[45%] lg:w-auto lg:max-w-none"
            >
              <div className="h-40 overflow-hidden bg-sand px-8 pt-5 sm:h-56 sm:pt-6">
                <AppScreen screen={screen} className="max-w-[14rem]" />
              </div>
              <div className="p-4 sm:p-5">
                <h3 className="flex items-start gap-2 text-brand-900 text-xl">
                  <Icon name={icon} className="mt-1 size-5 shrink-0 text-warm-700" />
                  <Link prefetch="intent" to={`${productPath}#${anchor}`} className={headingLinkClass}>
                    {t(`home.features.cards.${anchor}.title`)}
                    <span aria-hidden="true"> →</span>
                  </Link>
                </h3>
                <p className="mt-2 text-gray-700">{t(`home.features.cards.${anchor}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-6 sm:mt-8">
          <ButtonLink href={productPath} variant="secondary">
            {t("home.features.seeAll")}
          </ButtonLink>
        </div>
      </Section>
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
