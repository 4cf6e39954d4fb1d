import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, type HeadersFunction, json, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { parseAudience, readAudienceCookie } from "~/audience/audience";
import { ScreenIntro } from "~/components/layout/screen-intro";
import { ANSWER_IN_PLACE_FIELD, ContactForm } from "~/contact/contact-form";
import {
  consumeContactAllowance,
  honeypotInputProps,
  isSpam,
  RequestRejected,
  refundContactAllowance,
} from "~/contact/contact-guard.server";
import { contactFieldNames, contactSchema, intentOf } from "~/contact/contact-schema";
import { setFlash } from "~/contact/flash.server";
import { submitContact } from "~/contact/submit-contact.server";
import { i18nServer } from "~/i18n/i18n.server";
import { translationsFor } from "~/i18n/translations.server";
import { useT } from "~/i18n/use-language";
import { languageOfPath, localizedPath } from "~/routing/paths";
import { localPath } from "~/routing/site-path";
import { pageMeta } from "~/seo/meta";
import { pageText } from "~/seo/page-text.server";
import { privateRedirect } from "~/services/cache-control.server";
import { readForm } from "~/utils/form-body.server";
import { logEvent } from "~/utils/log.server";

/** Where to go after sending: a path on this site only, never another origin. */
function safeReturnPath(candidate: string | null | undefined, fallback: string): string {
  return (candidate ? localPath(candidate) : null) ?? fallback;
}

/**
 * The path of our page the visitor came from. A Referer may be relative (it
 * then names a page of ours); one of another site, or not a URL, counts as none.
 */
function referrerPath(request: Request): string | null {
  const referrer = request.headers.get("Referer");
  if (!referrer) return null;
  try {
    const own = new URL(request.url);
    const url = new URL(referrer, own);
    return url.origin === own.origin ? url.pathname : null;
  } catch {
    return null;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = languageOfPath(url.pathname);
  const intent = intentOf(url.searchParams.get("intent"));
  const audience =
    parseAudience(url.searchParams.get("audience")) ?? readAudienceCookie(request.headers.get("Cookie")) ?? undefined;
  const home = localizedPath("home", lang);
  const returnTo = safeReturnPath(url.searchParams.get("returnTo") ?? referrerPath(request), home);
  return json({
    page: await pageText(request, "contact"),
    defaults: { intent, audience, returnTo: returnTo === url.pathname ? home : returnTo },
    honeypot: { nameFieldName: honeypotInputProps().nameFieldName },
  });
}

/**
 * What the action answers when it does not redirect; the dialog reads it too.
 * `accepted`: "sent" (delivered), "queued" (kept, forwarded by the background
 * retries), or null (not accepted: `formError` or the field messages say why).
 */
export type ContactActionData = {
  result: SubmissionResult<string[]> | null;
  formError: string | null;
  accepted: "sent" | "queued" | null;
};

// Cross-site posts never get here: server.js answers them with 403.
export async function action({ request, context }: ActionFunctionArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const t = await i18nServer.getFixedT(request);
  // server.js has capped the body (32 KB for this form, 413 beyond); only the form's own fields are read.
  const form = await readForm(request, [
    ...contactFieldNames,
    "returnTo",
    ANSWER_IN_PLACE_FIELD,
    honeypotInputProps().nameFieldName,
  ]);
  const schema = contactSchema(translationsFor(lang).contact.errors, intentOf(form.get("intent")));
  const returnTo = safeReturnPath(form.get("returnTo")?.toString(), localizedPath("home", lang));
  // A fetcher (the dialog, an inline form) wants data back; a page post moves on
  // (post/redirect/get) with a banner.
  const sent = async (): Promise<Response> =>
    form.get(ANSWER_IN_PLACE_FIELD) === "1"
      ? json({ result: null, formError: null, accepted: "sent" } satisfies ContactActionData)
      : privateRedirect(returnTo, {
          status: 303,
          headers: { "Set-Cookie": await setFlash(request, { kind: "contactSent" }) },
        });
  // A bot that filled the hidden field is told it worked; nothing is kept or sent.
  if (isSpam(form)) {
    logEvent("info", "contact.spam");
    return sent();
  }
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") {
    return json({ result: submission.reply(), formError: null, accepted: null } satisfies ContactActionData, {
      status: 400,
    });
  }
  try {
    await consumeContactAllowance(context.clientIp);
  } catch (error) {
    if (!(error instanceof RequestRejected)) throw error;
    // Too many from this address: the form comes back as it was typed (nothing is lost), and
    // says when it may be sent again.
    return json(
      {
        result: submission.reply(),
        formError: t(`contact.${error.reason}`),
        accepted: null,
      } satisfies ContactActionData,
      { status: error.status, headers: { "Retry-After": String(error.retryAfterSeconds) } },
    );
  }
  const outcome = await submitContact(submission.value);
  if (outcome === "delivered") return sent();
  await refundContactAllowance(context.clientIp);
  // Kept, and delivered by the background retries: the visitor is told exactly that, with the
  // form emptied (there is nothing to send again). On the page itself, not after a redirect:
  // the banner there says the request reached us.
  if (outcome === "queued") {
    return json(
      {
        result: submission.reply({ resetForm: true }),
        formError: null,
        accepted: "queued",
      } satisfies ContactActionData,
      { status: 202 },
    );
  }
  // Neither kept nor delivered: the form comes back with what was typed.
  return json(
    {
      result: submission.reply(),
      formError: `${t("contact.failedTitle")}. ${t("contact.failedText")}`,
      accepted: null,
    } satisfies ContactActionData,
    { status: 503 },
  );
}

export const meta = pageMeta;

/** The page's headers are the layout's, plus how long a refused (429) sender must wait. */
export const headers: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export default function ContactScreen() {
  const { defaults, honeypot } = useLoaderData<typeof loader>();
  const actionData = useActionData<ContactActionData>();
  const { t, lang } = useT();
  const navigation = useNavigation();
  const action = localizedPath("contact", lang);
  // A form posted from another page (the inline demo form) comes back here when it needs
  // correcting: it keeps being what it was (intent, audience, where it came from).
  const submitted = actionData?.result?.initialValue;
  const form = {
    intent: submitted?.intent ? intentOf(submitted.intent) : defaults.intent,
    audience: parseAudience(submitted?.audienceContext) ?? defaults.audience,
    returnTo: typeof submitted?.returnTo === "string" ? submitted.returnTo : defaults.returnTo,
  };
  const demo = form.intent === "demo";
  const queued = actionData?.accepted === "queued";
  const status = useRef<HTMLDivElement>(null);
  // With JavaScript the page does not reload after sending, so bring the answer into view.
  useEffect(() => {
    if (actionData?.accepted === "queued") status.current?.scrollIntoView({ block: "start" });
  }, [actionData]);
  return (
    <>
      <ScreenIntro
        heading={demo ? t("contact.demoHeading") : t("screens.contact.heading")}
        intro={demo ? t("contact.demoIntro") : t("screens.contact.intro")}
      />
      <div className="mx-auto max-w-3xl px-4 pb-16">
        {/* Present from the first render, so that what appears in it is announced. */}
        <div
          ref={status}
          role="status"
          className={queued ? "mb-6 scroll-mt-24 rounded-control border-2 border-green-700 bg-green-50 p-4" : "sr-only"}
        >
          {queued ? (
            <p className="text-green-900">
              <strong>{t("contact.queuedTitle")}</strong> {t("contact.queuedText")}
            </p>
          ) : null}
        </div>
        <ContactForm
          formId="contact-form"
          action={action}
          submitting={navigation.state === "submitting" && navigation.formAction === action}
          defaults={form}
          honeypot={honeypot}
          lastResult={actionData?.result}
          formError={actionData?.formError}
        />
      </div>
    </>
  );
}
