import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { readAudienceCookie } from "~/audience/audience";
import { ContentBody } from "~/components/content/content-body";
import { ScreenIntro } from "~/components/layout/screen-intro";
import { contentScreenData } from "~/content/content-screen.server";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/meta";
import { BusinessSection } from "~/vision/business-section";
import { VisionArticle } from "~/vision/vision-article";

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, content } = await contentScreenData(request, "vision", "hvorfor");
  // Read on the server, so the business section is there without JavaScript too.
  const forBusiness = readAudienceCookie(request.headers.get("Cookie")) === "bedrift";
  return json({ page, content, forBusiness });
}

export const meta = pageMeta;

export default function VisionScreen() {
  const { content, forBusiness } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <ScreenIntro heading={t("screens.vision.heading")} intro={t("screens.vision.intro")} />
      <ContentBody content={content} fallback={<VisionArticle />} />
      {forBusiness ? <BusinessSection /> : null}
    </>
  );
}
