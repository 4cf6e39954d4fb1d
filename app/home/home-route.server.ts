import { type ActionFunctionArgs, defer, json, type LoaderFunctionArgs } from "@remix-run/node";
import { parseAudience } from "~/audience/audience";
import { NEXT_STEP_ID } from "~/components/layout/next-step-section";
import { AUDIENCE_SECTION_ID } from "~/home/audience-section";
import { figureSourceLines } from "~/home/figure-sources.server";
import { SHOW_FIELD, SHOW_NEXT_STEP } from "~/home/hero-section";
import { routeEntryVisitor } from "~/i18n/language-routing.server";
import { localizedPath } from "~/routing/paths";
import { pageTranslations, routeScreen } from "~/routing/screen-route.server";
import { pageText } from "~/seo/page-text.server";
import { privateRedirect } from "~/services/cache-control.server";
import { detectLanguageRemotely } from "~/services/language-detection.server";
import { loadTestimonials } from "~/testimonials/testimonials.server";
import { readForm } from "~/utils/form-body.server";
import { serializeAudienceCookie } from "~/utils/preference-cookie.server";
import { isHttpsRequest } from "~/utils/request.server";

export async function loader(args: LoaderFunctionArgs) {
  const { lang, t, description } = routeScreen("home", args);
  const headers = await routeEntryVisitor(args.request, description, detectLanguageRemotely);
  // The server draws the testimonials into the page, which the browser keeps (serverDrawn): in the
  // page's data they are null, or they would be sent twice. Deferred data reaches the render as it
  // is; only what goes to the browser is turned into JSON.
  const testimonials = loadTestimonials(lang).then((loaded) => Object.assign([...loaded], { toJSON: () => null }));
  const figureSources = await figureSourceLines(lang);
  return defer({ page: pageText(t, "home"), testimonials, figureSources }, { headers });
}

/**
 * The no-JavaScript audience choice (the hero's buttons and the selector):
 * store it, then show the page again at the place that follows from it, the
 * next step or the selector (post/redirect/get).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { lang, t } = pageTranslations({ context });
  const form = await readForm(request, ["audience", SHOW_FIELD]);
  const audience = parseAudience(form.get("audience"));
  if (!audience) return json({ audienceError: t("home.audience.invalid") }, { status: 400 });
  const anchor = form.get(SHOW_FIELD) === SHOW_NEXT_STEP ? NEXT_STEP_ID : AUDIENCE_SECTION_ID;
  return privateRedirect(`${localizedPath("home", lang)}#${anchor}`, {
    status: 303,
    headers: { "Set-Cookie": serializeAudienceCookie(audience, { secure: isHttpsRequest(request) }) },
  });
}
