import { type ActionFunctionArgs, defer, json, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { parseAudience, serializeAudienceCookie } from "~/audience/audience";
import { useAudience } from "~/audience/use-audience";
import { InlineContactForm } from "~/contact/inline-contact-form";
import { AUDIENCE_SECTION_ID, AudienceSection } from "~/home/audience-section";
import { BenefitsSection } from "~/home/benefits-section";
import { DifferentiationSection } from "~/home/differentiation-section";
import { FeatureGridSection } from "~/home/feature-grid-section";
import { HeroSection, SHOW_FIELD, SHOW_NEXT_STEP } from "~/home/hero-section";
import { NewEraSection } from "~/home/new-era-section";
import { SocialProofSection } from "~/home/social-proof-section";
import { TestimonialsSection } from "~/home/testimonials-section";
import { i18nServer } from "~/i18n/i18n.server";
import { NEXT_STEP_ID, NextStepSection } from "~/next-step/next-step-section";
import { languageOfPath, localizedPath } from "~/routing/paths";
import { pageMeta } from "~/seo/meta";
import { pageText } from "~/seo/page-text.server";
import { privateRedirect } from "~/services/cache-control.server";
import { useSiteData } from "~/site/use-site-data";
import { loadTestimonials } from "~/testimonials/testimonials.server";
import { readForm } from "~/utils/form-body.server";
import { isHttpsRequest } from "~/utils/request.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  return defer({
    page: await pageText(request, "home"),
    testimonials: loadTestimonials(lang),
  });
}

/**
 * The no-JavaScript audience choice (the hero's buttons and the selector):
 * store it, then show the page again at the place that follows from it, the
 * next step or the selector (post/redirect/get).
 */
export async function action({ request }: ActionFunctionArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const form = await readForm(request, ["audience", SHOW_FIELD]);
  const audience = parseAudience(form.get("audience"));
  if (!audience) {
    const t = await i18nServer.getFixedT(request);
    return json({ audienceError: t("home.audience.invalid") }, { status: 400 });
  }
  const anchor = form.get(SHOW_FIELD) === SHOW_NEXT_STEP ? NEXT_STEP_ID : AUDIENCE_SECTION_ID;
  return privateRedirect(`${localizedPath("home", lang)}#${anchor}`, {
    status: 303,
    headers: { "Set-Cookie": serializeAudienceCookie(audience, { secure: isHttpsRequest(request) }) },
  });
}

export const meta = pageMeta;

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
      <NextStepSection demoForm={<InlineContactForm formId="home-demo-form" intent="demo" audience="bedrift" />} />
    </>
  );
}
