import { type ActionFunctionArgs, defer, json, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { parseAudience, serializeAudienceCookie } from "~/audience/audience";
import { useAudience } from "~/audience/use-audience";
import { NEXT_STEP_ID, NextStepSection } from "~/components/layout/next-step-section";
import { useSiteData } from "~/components/layout/site-data";
import { serverDrawn } from "~/components/ui/server-drawn";
import { AUDIENCE_SECTION_ID, AudienceSection } from "~/home/audience-section";
import { FeatureGridSection } from "~/home/feature-grid-section";
import { HeroSection, SHOW_FIELD, SHOW_NEXT_STEP } from "~/home/hero-section";
import { TestimonialsSection } from "~/home/testimonials-section";
import { routeEntryVisitor } from "~/i18n/language-routing.server";
import { localizedPath } from "~/routing/paths";
import { pageTranslations, routeScreen } from "~/routing/screen-route.server";
import { pageMeta, type ScreenMeta } from "~/seo/meta";
import { pageText } from "~/seo/page-text.server";
import { privateRedirect } from "~/services/cache-control.server";
import { detectLanguageRemotely } from "~/services/language-detection.server";
import { loadTestimonials } from "~/testimonials/testimonials.server";
import { readForm } from "~/utils/form-body.server";
import { isHttpsRequest } from "~/utils/request.server";

export async function loader(args: LoaderFunctionArgs) {
  const { lang, t, description } = routeScreen("home", args);
  const headers = await routeEntryVisitor(args.request, description, detectLanguageRemotely);
  return defer({ page: pageText(t, "home"), testimonials: loadTestimonials(lang) }, { headers });
}

/**
 * The no-JavaScript audience choice (the hero's buttons and the selector):
 * store it, then show the page again at the place that follows from it, the
 * next step or the selector (post/redirect/get).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { lang, t } = pageTranslations({ context });
  const form = await readForm(request, ["audience", SHOW_FIELD]);
  const audience = parseAudience(form.get("audience"));
  if (!audience) {
    return json({ audienceError: t("home.audience.invalid") }, { status: 400 });
  }
  const anchor = form.get(SHOW_FIELD) === SHOW_NEXT_STEP ? NEXT_STEP_ID : AUDIENCE_SECTION_ID;
  return privateRedirect(`${localizedPath("home", lang)}#${anchor}`, {
    status: 303,
    headers: { "Set-Cookie": serializeAudienceCookie(audience, { secure: isHttpsRequest(request) }) },
  });
}

export const meta: ScreenMeta<typeof loader> = (args) => pageMeta(args, args.data?.page);

// The statements between the interactive sections: the page needs their code only to draw them itself.
const statements = () => import("~/home/statements");
const NewEraSection = serverDrawn(async () => (await statements()).NewEraSection);
const BenefitsSection = serverDrawn(async () => (await statements()).BenefitsSection);
const SocialProofSection = serverDrawn(async () => (await statements()).SocialProofSection);
const DifferentiationSection = serverDrawn(async () => (await statements()).DifferentiationSection);

// Shown to business visitors only: the others never load it.
const InlineContactForm = lazy(() =>
  import("~/contact/inline-contact-form").then((module) => ({ default: module.InlineContactForm })),
);

export default function HomeScreen() {
  const { testimonials } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const site = useSiteData();
  const [audience, chooseAudience] = useAudience();
  return (
    <>
      <HeroSection signupUrl={site?.signupUrl} onChooseAudience={chooseAudience} />
      <NewEraSection />
      <BenefitsSection />
      <FeatureGridSection />
      <SocialProofSection />
      <TestimonialsSection testimonials={testimonials} />
      <DifferentiationSection />
      <AudienceSection audience={audience} onChoose={chooseAudience} error={actionData?.audienceError} />
      <NextStepSection
        demoForm={
          <Suspense fallback={null}>
            <InlineContactForm formId="home-demo-form" intent="demo" audience="bedrift" />
          </Suspense>
        }
      />
    </>
  );
}
