import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { startTransition, useEffect } from "react";
import { useAudience } from "~/audience/use-audience";
import { BusinessHero } from "~/business/business-hero";
import { BusinessOfferSection } from "~/business/business-offer-section";
import { DemoRequestSection } from "~/business/demo-request-section";
import { MeasurementSection } from "~/business/measurement-section";
import { routeScreen } from "~/routing/screen-route.server";
import { pageMeta, type ScreenMeta } from "~/seo/meta";
import { pageText } from "~/seo/page-text.server";

/**
 * Visiting the business page makes the visitor a business visitor; the browser
 * stores that choice (see BusinessScreen). The server sets no cookie here: the
 * page stays the same for everyone, so shared caches can keep it.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { t } = routeScreen("business", args);
  return json({ page: pageText(t, "business") });
}

export const meta: ScreenMeta<typeof loader> = (args) => pageMeta(args, args.data?.page);

export default function BusinessScreen() {
  // Stored in localStorage and the audience cookie, for the pages that render it.
  const [, chooseAudience] = useAudience();
  // A transition, as it happens while the demo form may still be hydrating.
  useEffect(() => startTransition(() => chooseAudience("bedrift")), [chooseAudience]);
  return (
    <>
      <BusinessHero />
      <BusinessOfferSection />
      <MeasurementSection />
      <DemoRequestSection />
    </>
  );
}
