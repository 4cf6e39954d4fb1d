import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { parseAudience } from "~/audience/audience";
import { AUDIENCE_SECTION_ID } from "~/home/audience-section";
import { figureSourceLines } from "~/home/figure-sources.server";
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
  const detect = detectLanguageRemotely?.bind(null, args.context.clientIp) ?? null;
  const headers = await routeEntryVisitor(args.request, description, detect);
  // Both read content files through a cache: once read, they cost nothing; the first read is bounded
  // by the file system, not the network.
  const [testimonials, figureSources] = await Promise.all([loadTestimonials(lang), figureSourceLines(lang)]);
  return json({ page: pageText(t, "home"), testimonials, figureSources }, { headers });
}

/** The selector's choice without JavaScript: store it, then show the selector again (post/redirect/get). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { lang, t } = pageTranslations({ context });
  const audience = parseAudience((await readForm(request, ["audience"])).form.get("audience"));
  if (!audience) return json({ audienceError: t("home.audience.invalid") }, { status: 400 });
  return privateRedirect(`${localizedPath("home", lang)}#${AUDIENCE_SECTION_ID}`, {
    status: 303,
    headers: { "Set-Cookie": serializeAudienceCookie(audience, { secure: isHttpsRequest(request) }) },
  });
}
