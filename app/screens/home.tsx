import { type ActionFunctionArgs, defer, json, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DEFAULT_AUDIENCE, parseAudience, readAudienceCookie, serializeAudienceCookie } from "~/audience/audience";
import { useAudience } from "~/audience/use-audience";
import { AUDIENCE_SECTION_ID, AudienceSection } from "~/home/audience-section";
import { BenefitsSection } from "~/home/benefits-section";
import { CallToActionSection } from "~/home/call-to-action-section";
import { DifferentiationSection } from "~/home/differentiation-section";
import { FeatureGridSection } from "~/home/feature-grid-section";
import { HeroSection, HOME_HERO_IMAGE } from "~/home/hero-section";
import { NewEraSection } from "~/home/new-era-section";
import { SocialProofSection } from "~/home/social-proof-section";
import { TestimonialsSection } from "~/home/testimonials-section";
import { i18nServer } from "~/i18n/i18n.server";
import { variantsFor } from "~/images/image-variants.server";
import { languageOfPath, localizedPath } from "~/routing/paths";
import { pageMeta } from "~/seo/meta";
import { pageText } from "~/seo/page-text.server";
import { privateRedirect } from "~/services/cache-control.server";
import { siteConfig } from "~/services/config.server";
import { signupUrlFor } from "~/signup/signup-url";
import { loadTestimonials } from "~/testimonials/testimonials.server";
import { readForm } from "~/utils/form-body.server";
import { isHttpsRequest } from "~/utils/request.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  return defer({
    page: await pageText(request, "home"),
    audience: readAudienceCookie(request.headers.get("Cookie")) ?? DEFAULT_AUDIENCE,
    signupUrl: signupUrlFor(siteConfig.signupUrl, lang),
    heroVariants: variantsFor(HOME_HERO_IMAGE),
    testimonials: loadTestimonials(lang),
  });
}

/** The no-JavaScript audience choice: store it, then show the section again (post/redirect/get). */
export async function action({ request }: ActionFunctionArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const audience = parseAudience((await readForm(request, ["audience"])).get("audience"));
  if (!audience) {
    const t = await i18nServer.getFixedT(request);
    return json({ audienceError: t("home.audience.invalid") }, { status: 400 });
  }
  return privateRedirect(`${localizedPath("home", lang)}#${AUDIENCE_SECTION_ID}`, {
    status: 303,
    headers: { "Set-Cookie": serializeAudienceCookie(audience, { secure: isHttpsRequest(request) }) },
  });
}

export const meta = pageMeta;

export default function HomeScreen() {
  const { audience: renderedAudience, signupUrl, heroVariants, testimonials } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [audience, chooseAudience] = useAudience(renderedAudience);
  return (
    <>
      <HeroSection signupUrl={signupUrl} imageVariants={heroVariants} />
      <NewEraSection />
      <BenefitsSection />
      <FeatureGridSection />
      <SocialProofSection />
      <TestimonialsSection testimonials={testimonials} />
      <DifferentiationSection />
      <AudienceSection audience={audience} onChoose={chooseAudience} error={actionData?.audienceError} />
      <CallToActionSection audience={audience} signupUrl={signupUrl} />
    </>
  );
}
