import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { founderUrl, organizationFacts } from "~/about/about-data.server";
import { AboutHero } from "~/about/about-hero";
import { FounderCards } from "~/about/founder-cards";
import { PrinciplesSection } from "~/about/principles-section";
import { ContentBody } from "~/components/content/content-body";
import { Paragraphs } from "~/components/content/paragraphs";
import { NextStepSection } from "~/components/layout/next-step-section";
import { loadStaticContent } from "~/content/static-content.server";
import { useT } from "~/i18n/use-language";
import { routeScreen } from "~/routing/screen-route.server";
import { pageMeta, type ScreenMeta } from "~/seo/meta";
import { pageText } from "~/seo/page-text.server";
import { organizationData } from "~/seo/structured-data";
import { listFounders } from "~/services/founders.server";

export async function loader(args: LoaderFunctionArgs) {
  const { lang, t } = routeScreen("about", args);
  const [content, founders] = await Promise.all([
    // The founder cards present the founders; each founder's own page shows their section.
    loadStaticContent("about", lang, { withoutFounders: true }),
    listFounders(lang),
  ]);
  const page = pageText(t, "about");
  const structuredData = [
    organizationData(
      organizationFacts(t),
      founders.map((founder) => ({ founder, url: founderUrl(founder, lang) })),
    ),
  ];
  return json({ page, content, founders, structuredData });
}

export const meta: ScreenMeta<typeof loader> = (args) => pageMeta(args, args.data?.page, args.data?.structuredData);

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
