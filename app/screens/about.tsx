import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { founderUrl, organizationFacts } from "~/about/about-data.server";
import { AboutHero } from "~/about/about-hero";
import { FounderCards } from "~/about/founder-cards";
import { PrinciplesSection } from "~/about/principles-section";
import { ContentBody } from "~/components/content/content-body";
import { Paragraphs } from "~/components/content/paragraphs";
import { loadStaticContent } from "~/content/static-content.server";
import { useT } from "~/i18n/use-language";
import { NextStepSection } from "~/next-step/next-step-section";
import { languageOfPath } from "~/routing/paths";
import { pageMeta } from "~/seo/meta";
import { pageText } from "~/seo/page-text.server";
import { organizationData } from "~/seo/structured-data";
import { listFounders } from "~/services/founders.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const [page, content, founders, organization] = await Promise.all([
    pageText(request, "about"),
    // The founder cards present the founders; each founder's own page shows their section.
    loadStaticContent("about", lang, { withoutFounders: true }),
    listFounders(lang),
    organizationFacts(request),
  ]);
  const structuredData = [
    organizationData(
      organization,
      founders.map((founder) => ({ founder, url: founderUrl(founder, lang) })),
    ),
  ];
  return json({ page, content, founders, structuredData });
}

export const meta = pageMeta;

export default function AboutScreen() {
  const { content, founders } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <AboutHero />
      <PrinciplesSection />
      <ContentBody content={content} fallback={<Paragraphs texts={[t("about.fallback")]} />} />
      <FounderCards founders={founders} />
      <NextStepSection heading={t("about.contactHeading")} text={t("about.contactText")} />
    </>
  );
}
