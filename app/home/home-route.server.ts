import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { parseAudience } from "~/audience/audience";
import { signupUrlFor } from "~/components/layout/site-data";
import { AUDIENCE_SECTION_ID } from "~/home/audience-section";
import { figureSourceLines } from "~/home/figure-sources.server";
import { FROM_FIELD, FROM_HERO, heroDestination } from "~/home/hero-section";
import { routeEntryVisitor } from "~/i18n/language-routing.server";
import { localizedPath } from "~/routing/paths";
import { pageTranslations, routeScreen } from "~/routing/screen-route.server";
import { pageText } from "~/seo/page-text.server";
import { privateRedirect } from "~/services/cache-control.server";
import { siteConfig } from "~/services/config.server";
import { detectLanguageRemotely, detectsLanguageRemotely } from "~/services/language-detection.server";
import { loadTestimonials } from "~/testimonials/testimonials.server";
import { readForm } from "~/utils/form-body.server";
import { serializeAudienceCookie } from "~/utils/preference-cookie.server";
import { isHttpsRequest } from "~/utils/request.server";

export async function loader(args: LoaderFunctionArgs) {
  const { lang, t, description } = routeScreen("home", args);
  const headers = await routeEntryVisitor(
    args.request,
    description,
    detectsLanguageRemotely ? () => detectLanguageRemotely(args.context.clientIp) : null,
  );
  // Both read content files through a cache: once read, they cost nothing; the first read is bounded
  // by the file system, not the network.
  const [testimonials, figureSources] = await Promise.all([loadTestimonials(lang), figureSourceLines(lang)]);
  return json({ page: pageText(t, "home"), testimonials, figureSources }, { headers });
}

/**
 * The no-JavaScript audience choice (the hero's buttons and the selector):
 * store it, then answer with the place that follows from it (post/redirect/get):
 * from the hero the audience's own place, from the selector the selector again.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { lang, t } = pageTranslations({ context });
  const form = await readForm(request, ["audience", FROM_FIELD]);
  const audience = parseAudience(form.get("audience"));
  if (!audience) return json({ audienceError: t("home.audience.invalid") }, { status: 400 });
  const fromHero = form.get(FROM_FIELD) === FROM_HERO;
  const location = !fromHero
    ? `${localizedPath("home", lang)}#${AUDIENCE_SECTION_ID}`
    : audience === "personlig"
      ? signupUrlFor(siteConfig.signupUrl, lang)
      : heroDestination(audience, lang);
  return privateRedirect(location, {
    status: 303,
    headers: { "Set-Cookie": serializeAudienceCookie(audience, { secure: isHttpsRequest(request) }) },
  });
}
