import { useLoaderData } from "@remix-run/react";
import { NextStepSection } from "~/components/layout/next-step-section";
import { formatOrgNumber, useSiteData } from "~/components/layout/site-data";
import { ScreenIntro } from "~/components/ui/elements";
import { useScreenRoute, useT } from "~/i18n/use-language";
import { ContentBody, type LoadedContent, Paragraphs } from "./content-body";

/** A screen that is its intro plus a content file, falling back to a few paragraphs of built-in text. */
export function TextContentScreen() {
  const screen = useScreenRoute().screen as "privacy" | "security" | "aiGuide";
  // `voice`: where the voice vendor processes speech (the AI guide page says so).
  const { content, voice } = useLoaderData<{ content: LoadedContent; voice?: string }>();
  const { t } = useT();
  // The privacy text names the company, the data controller.
  const company = useSiteData()?.company;
  const details = company && { ...company, orgNumber: formatOrgNumber(company.orgNumber) };
  return (
    <>
      <ScreenIntro heading={t(`screens.${screen}.heading`)} intro={t(`screens.${screen}.intro`)} />
      <ContentBody
        content={content}
        fallback={<Paragraphs texts={t(`${screen}.fallback`, { returnObjects: true, ...details, voice })} />}
      />
      <NextStepSection />
    </>
  );
}
