import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { parseAudience } from "~/audience/audience";
import { translationsFor } from "~/i18n/translations.server";
import { localizedPath } from "~/routing/paths";
import { pageTranslations, routeScreen } from "~/routing/screen-route.server";
import { localPath } from "~/routing/site-path";
import { pageText } from "~/seo/page-text.server";
import { privateRedirect } from "~/services/cache-control.server";
import { readForm } from "~/utils/form-body.server";
import { readAudienceCookie } from "~/utils/preference-cookie.server";
import { ANSWER_IN_PLACE_FIELD, type ContactActionData } from "./contact-action-data";
import { contactRefusedFor } from "./contact-guard.server";
import { contactSchema, intentOf } from "./contact-schema";
import { acceptLead } from "./delivery.server";
import { setFlash } from "./flash.server";
import { HONEYPOT_FIELDS, honeypotVerdict } from "./honeypot.server";

/**
 * The path of our page the visitor came from. A Referer may be relative (it
 * then names a page of ours); one of another site, or not a URL, counts as none.
 */
function referrerPath(request: Request): string | null {
  const referrer = request.headers.get("Referer");
  const own = new URL(request.url);
  const url = referrer ? URL.parse(referrer, own) : null;
  return url?.origin === own.origin ? url.pathname : null;
}

/** The contact page: its form preset from the query (intent, audience) and where to go back to. */
export function contactLoader(args: LoaderFunctionArgs) {
  const { lang, t } = routeScreen("contact", args);
  const { request } = args;
  const url = new URL(request.url);
  const intent = intentOf(url.searchParams.get("intent"));
  const audience =
    parseAudience(url.searchParams.get("audience")) ?? readAudienceCookie(request.headers.get("Cookie")) ?? undefined;
  const home = localizedPath("home", lang);
  // Only ever a path on this site, never another origin.
  const returnTo = localPath(url.searchParams.get("returnTo") ?? referrerPath(request) ?? "") ?? home;
  return json({
    page: pageText(t, "contact"),
    defaults: { intent, audience, returnTo: returnTo === url.pathname ? home : returnTo },
  });
}

/**
 * A contact or demo request, posted by the contact page, the dialog or an inline form.
 * Cross-site posts never get here: the server answers them with 403.
 */
export async function contactAction({ request, context }: ActionFunctionArgs) {
  const { lang, t } = pageTranslations({ context });
  const messages = translationsFor(lang).contact.errors;
  // The server caps the body (64 KB for this form: any message the form accepts fits); only the
  // form's own fields are read, and of a body over the cap, those that came whole within it.
  const { form, cut } = await readForm(request, [
    ...Object.keys(contactSchema(messages).shape),
    "returnTo",
    ANSWER_IN_PLACE_FIELD,
    ...HONEYPOT_FIELDS,
  ]);
  const returnTo = localPath(form.get("returnTo")?.toString() ?? "") ?? localizedPath("home", lang);
  // A fetcher (the dialog, an inline form) wants data back; a page post moves on
  // (post/redirect/get) with a banner.
  const received = async (): Promise<Response> =>
    form.get(ANSWER_IN_PLACE_FIELD) === "1"
      ? json<ContactActionData>({ accepted: true })
      : privateRedirect(returnTo, {
          status: 303,
          headers: { "Set-Cookie": await setFlash(request, { kind: "contactSent" }) },
        });
  const submission = parseWithZod(form, { schema: contactSchema(messages, intentOf(form.get("intent"))) });
  // The form comes back as it was typed (nothing is lost), with what was wrong.
  const refused = (status: number, formError?: string, headers?: HeadersInit) =>
    json<ContactActionData>({ result: submission.reply(), formError }, { status, headers });
  // Over the cap: the form again, with what came within it.
  if (cut) return refused(413, t("contact.tooLarge"));
  // A bot is told it worked; nothing is kept or sent.
  const verdict = honeypotVerdict(form);
  if (verdict === "bot") return received();
  if (submission.status !== "success" || verdict === "expired") {
    return refused(400, verdict === "expired" ? t("contact.expired") : undefined);
  }
  const retryAfter = await contactRefusedFor(context.clientIp, submission.value.email);
  // Too many from this address, network or sender: the form says when it may be sent again.
  if (retryAfter) return refused(429, t("contact.tooMany"), { "Retry-After": String(retryAfter) });
  // Accepted once its store has committed it; otherwise the form comes back with what was typed.
  if (await acceptLead(submission.value)) return received();
  return refused(503, `${t("contact.failedTitle")}. ${t("contact.failedText")}`);
}
