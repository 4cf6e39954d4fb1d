import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { founderUrl, organizationFacts } from "~/about/about-data.server";
import { ABOUT_HERO_IMAGE, AboutHero } from "~/about/about-hero";
import { FounderCards } from "~/about/founder-cards";
import { PrinciplesSection } from "~/about/principles-section";
import { ContentBody } from "~/components/content/content-body";
import { Paragraphs } from "~/components/content/paragraphs";
import { contentScreenData } from "~/content/content-screen.server";
import { useT } from "~/i18n/use-language";
import { variantsFor } from "~/images/image-variants.server";
import { NextStepSection } from "~/next-step/next-step-section";
import { pageMeta } from "~/seo/meta";
import { organizationData } from "~/seo/structured-data";
import { listFounders } from "~/services/founders.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, content, lang } = await contentScreenData(request, "about", "about");
  const founders = await listFounders(lang);
  const organization = await organizationFacts(request);
  const structuredData = [
    organizationData(
      organization,
      founders.map((founder) => ({ founder, url: founderUrl(founder, lang) })),
    ),
  ];
  return json({ page, content, founders, structuredData, heroVariants: variantsFor(ABOUT_HERO_IMAGE) });
}

export const meta = pageMeta;

export default function AboutScreen() {
  const { content, founders, heroVariants } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <AboutHero imageVariants={heroVariants} />
      <PrinciplesSection />
      <ContentBody content={content} fallback={<Paragraphs texts={[t("about.fallback")]} />} />
      <FounderCards founders={founders} />
      <NextStepSection heading={t("about.contactHeading")} text={t("about.contactText")} />
    </>
  );
}
