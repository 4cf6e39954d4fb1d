import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { startTransition, useEffect } from "react";
import { useAudience } from "~/audience/use-audience";
import { BusinessOfferSection } from "~/components/content/business-offer-section";
import { NEXT_STEP_ID, NextStepSection } from "~/components/layout/next-step-section";
import { buttonClass, CardGrid, Hero, Section } from "~/components/ui/elements";
import { InlineContactForm } from "~/contact/inline-contact-form";
import { useT } from "~/i18n/use-language";
import { AppScreen } from "~/mockups/phone-screens";
import { routeScreen } from "~/routing/screen-route.server";
import { pageText } from "~/seo/page-text.server";

/**
 * Visiting the business page makes the visitor a business visitor; the browser
 * stores that choice (see BusinessScreen). The server sets no cookie here: the
 * page stays the same for everyone, so shared caches can keep it.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { t } = routeScreen("business", args);
  return json({ page: pageText(t, "business") });
}

export { pageMeta as meta } from "~/seo/meta";

/**
 * Who it is for, the promise and the HR dashboard, with the demo form one click away, and the
 * pilot's figures (said only here); the offer, with what HR sees (aggregates only, only when
 * enough are active); how the effect is measured; and the demo request form itself (intent demo,
 * audience bedrift).
 */
export default function BusinessScreen() {
  const { t } = useT();
  // Stored in localStorage and the audience cookie, for the pages that render it.
  const [, chooseAudience] = useAudience();
  // A transition, as it happens while the demo form may still be hydrating.
  useEffect(() => startTransition(() => chooseAudience("bedrift")), [chooseAudience]);
  return (
    <>
      <Hero
        eyebrow={t("business.eyebrow")}
        heading={t("screens.business.heading")}
        intro={t("screens.business.intro")}
        wideVisual
        visual={
          <div className="relative">
            <span aria-hidden="true" className="absolute -top-6 -right-6 size-48 rounded-full bg-warm-200" />
            <AppScreen screen="dashboard" priority />
          </div>
        }
        below={
          // The pilot's figures, in the order a buyer meets them.
          <div className="mt-12">
            <h2 className="sr-only">{t("business.factsHeading")}</h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
              {t("business.facts", { returnObjects: true }).map((fact) => (
                <div
                  key={fact.value}
                  className="flex flex-col-reverse justify-end rounded-card border border-gray-200 bg-white p-4 last:col-span-2 sm:p-5 sm:last:col-span-1"
                >
                  <dt className="mt-1 text-gray-700">{fact.label}</dt>
                  <dd className="whitespace-nowrap font-display font-semibold text-2xl text-brand-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        }
      >
        <div className="mt-8 flex">
          <a href={`#${NEXT_STEP_ID}`} className={buttonClass()}>
            {t("business.requestDemo")}
          </a>
        </div>
      </Hero>
      <BusinessOfferSection withoutBenefits />
      <Section heading={t("business.measureHeading")} intro={t("business.measureIntro")}>
        <CardGrid items={t("business.measures", { returnObjects: true })} />
      </Section>
      <NextStepSection
        pageAudience="bedrift"
        heading={t("business.demoHeading")}
        text={t("business.demoText")}
        demoForm={<InlineContactForm formId="business-demo-form" intent="demo" audience="bedrift" />}
      />
    </>
  );
}
