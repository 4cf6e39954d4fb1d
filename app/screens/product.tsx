import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RichText } from "~/components/content/content-body";
import { NextStepSection } from "~/components/layout/next-step-section";
import { contentScreenData } from "~/content/content-screen.server";
import { FeatureShowcase } from "~/product/feature-showcase";
import { ProductFallback } from "~/product/product-fallback";
import { ProductHero } from "~/product/product-hero";
import { splitProductSections } from "~/product/product-sections.server";
import { routeScreen } from "~/routing/screen-route.server";
import { pageMeta, type ScreenMeta } from "~/seo/meta";

export async function loader(args: LoaderFunctionArgs) {
  const { lang, t } = routeScreen("product", args);
  const { page, content } = await contentScreenData(t, lang, "product");
  return json({ page, sections: content.kind === "none" ? null : splitProductSections(content.html) });
}

export const meta: ScreenMeta<typeof loader> = (args) => pageMeta(args, args.data?.page);

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
