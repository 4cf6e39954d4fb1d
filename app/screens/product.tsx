import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentBody } from "~/components/content/content-body";
import { ScreenIntro } from "~/components/layout/screen-intro";
import { loadContentScreen } from "~/content/content-screen.server";
import { useT } from "~/i18n/use-language";
import { NextStepSection } from "~/next-step/next-step-section";
import { ProductFallback } from "~/product/product-fallback";
import { pageMeta } from "~/seo/meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadContentScreen(request, "product", "product");
export const meta = pageMeta;

export default function ProductScreen() {
  const { content } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <ScreenIntro heading={t("screens.product.heading")} intro={t("screens.product.intro")} />
      <ContentBody content={content} fallback={<ProductFallback />} />
      <NextStepSection />
    </>
  );
}
