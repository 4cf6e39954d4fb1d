import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";
import { RichText } from "~/components/content/content-body";
import { NEXT_STEP_ID, NextStepSection } from "~/components/layout/next-step-section";
import { useSiteData } from "~/components/layout/site-data";
import { BackLink, ButtonLink, CardGrid, Hero, Icon, textLinkClass } from "~/components/ui/elements";
import { contentScreenData } from "~/content/content-screen.server";
import { productFeatures } from "~/home/product-features";
import { useT } from "~/i18n/use-language";
import { AppScreen } from "~/mockups/phone-screens";
import { localizedPath } from "~/routing/paths";
import { routeScreen } from "~/routing/screen-route.server";

// The content is sanitised HTML (sanitize.server.ts), whose tags are normalised: every section
// heading is written `<h2` followed by its attributes, and an id is `id="…"`.
const SECTION_START = /(?=<h2[\s>])/;
const HEADING_ID = /^<h2[^>]*\sid="([^"]*)"/;

/**
 * Cuts the page's content at its h2 headings, so each feature's section (a heading whose id is a
 * feature's anchor, e.g. `## Dagbok {#dagbok}`) can stand beside the app screen that shows it.
 * Text before the first heading, and sections of other ids, stay plain text.
 */
function splitProductSections(html: string) {
  return html
    .split(SECTION_START)
    .filter((part) => part.trim() !== "")
    .map((part) => {
      const id = HEADING_ID.exec(part)?.[1];
      return { feature: productFeatures.find(({ anchor }) => anchor === id) ?? null, html: part };
    });
}

export async function loader(args: LoaderFunctionArgs) {
  const { lang, t } = routeScreen("product", args);
  const { page, content } = await contentScreenData(t, lang, "product");
  return json({ page, sections: content.kind === "none" ? null : splitProductSections(content.html) });
}

export { pageMeta as meta } from "~/seo/meta";

export default function ProductScreen() {
  const { sections } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const signupUrl = useSiteData()?.signupUrl;
  // Halfway through the features (before the fourth of six, the advisor), the first chance to act:
  // try it (the sign-up site, when there is one) or, for a workplace, the business page's demo form.
  const midwayAction = (
    <div className="my-4 flex flex-col gap-4 rounded-card bg-sand p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
      <p className="font-display font-semibold text-2xl text-brand-900">{t("product.midwayText")}</p>
      <div className="flex flex-wrap gap-3 lg:shrink-0">
        {signupUrl && <ButtonLink href={signupUrl}>{t("menu.tryFree")}</ButtonLink>}
        <ButtonLink href={`${localizedPath("business", lang)}#${NEXT_STEP_ID}`} variant="quiet">
          {t("product.midwayDemo")}
        </ButtonLink>
      </div>
    </div>
  );
  return (
    <>
      <Hero
        heading={t("screens.product.heading")}
        intro={t("screens.product.intro")}
        visual={
          // The six features, one tap away; each is drawn once, beside its section below.
          <nav aria-labelledby="feature-links-heading" className="rounded-card border border-gray-200 bg-white p-5">
            <h2 id="feature-links-heading" className="font-semibold text-brand-800 text-lg">
              {t("product.featureLinksHeading")}
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1">
              {productFeatures.map(({ anchor, icon }) => (
                <li key={anchor}>
                  <a href={`#${anchor}`} className={`flex min-h-11 items-center gap-2 ${textLinkClass}`}>
                    <Icon name={icon} className="size-5 shrink-0 text-warm-700" />
                    {t(`home.features.cards.${anchor}.title`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        }
      />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        {sections ? (
          sections.map(({ feature, html }) =>
            feature ? (
              <Fragment key={feature.anchor}>
                {feature.anchor === "ai-veileder" ? midwayAction : null}
                <FeatureShowcase feature={feature}>
                  <RichText html={html} />
                </FeatureShowcase>
              </Fragment>
            ) : (
              <div key={html} className="max-w-3xl py-8">
                <RichText html={html} />
              </div>
            ),
          )
        ) : (
          // Without its content file: the six features (same ids) and use cases.
          <>
            <h2 className="section-heading pt-8">{t("product.fallback.featuresHeading")}</h2>
            <div className="mt-6">
              {productFeatures.map((feature) => (
                <section key={feature.anchor} id={feature.anchor} aria-labelledby={`${feature.anchor}-heading`}>
                  <FeatureShowcase feature={feature}>
                    <Icon name={feature.icon} className="size-7 text-warm-700" />
                    <h3 id={`${feature.anchor}-heading`} className="mt-2 text-2xl text-brand-900">
                      {t(`home.features.cards.${feature.anchor}.title`)}
                    </h3>
                    <p className="mt-2 text-gray-700 text-lg">{t(`home.features.cards.${feature.anchor}.text`)}</p>
                  </FeatureShowcase>
                </section>
              ))}
            </div>
            <h2 className="section-heading mt-14">{t("product.fallback.useCasesHeading")}</h2>
            <CardGrid items={t("product.fallback.useCases", { returnObjects: true })} columns={2} />
          </>
        )}
      </div>
      {/* Without its content file, the page's contact note is its next step. */}
      <NextStepSection
        {...(sections
          ? {}
          : { heading: t("product.fallback.contactHeading"), text: t("product.fallback.contactText") })}
      />
    </>
  );
}

/**
 * A feature's text beside the app screen that shows it; every other one mirrored on wide
 * screens, so the page reads as a walk through the app. On phones the screen follows the text.
 */
function FeatureShowcase({ feature, children }: { feature: (typeof productFeatures)[number]; children: ReactNode }) {
  const { t, lang } = useT();
  const mirrored = productFeatures.findIndex(({ anchor }) => anchor === feature.anchor) % 2 === 1;
  return (
    <div
      className={`grid items-center gap-6 border-gray-200 border-t py-10 lg:gap-20 lg:py-16 ${
        mirrored ? "lg:grid-cols-[17.5rem_1fr]" : "lg:grid-cols-[1fr_17.5rem]"
      }`}
    >
      <div className={mirrored ? "lg:order-2" : undefined}>
        {children}
        {/* What the AI advisor is and is not, in danger, what is stored: its own page. */}
        {feature.anchor === "ai-veileder" ? (
          <BackLink to={localizedPath("aiGuide", lang)} className="mt-4">
            {t("menu.aiGuide")}
            <span aria-hidden="true"> →</span>
          </BackLink>
        ) : null}
      </div>
      <AppScreen screen={feature.screen} className={mirrored ? "lg:order-1" : ""} cropOnPhone />
    </div>
  );
}
