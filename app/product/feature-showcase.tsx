import type { ReactNode } from "react";
import { type ProductFeature, productFeatures } from "./product-features";

type Props = { feature: ProductFeature; children: ReactNode };

/**
 * A feature's text beside the app screen that shows it; every other one mirrored on wide
 * screens, so the page reads as a walk through the app. On phones the screen follows the text.
 */
export function FeatureShowcase({ feature, children }: Props) {
  const index = productFeatures.findIndex((candidate) => candidate.anchor === feature);
  const Screen = productFeatures[index]?.Screen;
  const mirrored = index % 2 === 1;
  return (
    <div
      className={`grid items-center gap-8 border-gray-200 border-t py-12 lg:gap-20 lg:py-16 ${
        mirrored ? "lg:grid-cols-[17.5rem_1fr]" : "lg:grid-cols-[1fr_17.5rem]"
      }`}
    >
      <div className={mirrored ? "lg:order-2" : undefined}>{children}</div>
      {Screen ? <Screen className={mirrored ? "lg:order-1" : undefined} cropOnPhone /> : null}
    </div>
  );
}
