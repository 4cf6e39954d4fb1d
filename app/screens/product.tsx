import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RichText } from "~/components/content/content-body";
import { contentScreenData } from "~/content/content-screen.server";
import { NextStepSection } from "~/next-step/next-step-section";
import { FeatureShowcase } from "~/product/feature-showcase";
import { ProductFallback } from "~/product/product-fallback";
import { ProductHero } from "~/product/product-hero";
import { splitProductSections } from "~/product/product-sections.server";
import { pageMeta } from "~/seo/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, content } = await contentScreenData(request, "product", "product");
  return json({ page, sections: content.kind === "none" ? null : splitProductSections(content.html) });
}

export const meta = pageMeta;

export default function ProductScreen() {
  const { sections } = useLoaderData<typeof loader>();
  return (
    <>
      <ProductHero />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        {sections ? (
          sections.map(({ feature, html }) =>
            feature ? (
              <FeatureShowcase key={feature} feature={feature}>
                <RichText html={html} />
              </FeatureShowcase>
            ) : (
              <div key={html} className="max-w-3xl py-8">
                <RichText html={html} />
              </div>
            ),
          )
        ) : (
          <ProductFallback />
        )}
      </div>
      <NextStepSection />
    </>
  );
}
