import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { startTransition, useEffect } from "react";
import { readAudienceCookie, serializeAudienceCookie } from "~/audience/audience";
import { useAudience } from "~/audience/use-audience";
import { BusinessHero } from "~/business/business-hero";
import { BusinessOfferSection } from "~/business/business-offer-section";
import { DemoRequestSection } from "~/business/demo-request-section";
import { MeasurementSection } from "~/business/measurement-section";
import { routeScreen } from "~/routing/screen-route.server";
import { pageMeta, type ScreenMeta } from "~/seo/meta";
import { pageText } from "~/seo/page-text.server";
import { isHttpsRequest } from "~/utils/request.server";

/** Visiting the business page makes the visitor a business visitor: the cookie says so from now on. */
export async function loader(args: LoaderFunctionArgs) {
  const { t } = routeScreen("business", args);
  const { request } = args;
  const page = pageText(t, "business");
  if (readAudienceCookie(request.headers.get("Cookie")) === "bedrift") return json({ page });
  return json(
    { page },
    { headers: { "Set-Cookie": serializeAudienceCookie("bedrift", { secure: isHttpsRequest(request) }) } },
  );
}

export const meta: ScreenMeta<typeof loader> = (args) => pageMeta(args, args.data?.page);

export default function BusinessScreen() {
  // The browser's own copy (localStorage) follows too.
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
