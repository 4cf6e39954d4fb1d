import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { parseAudience, readAudienceCookie } from "~/audience/audience";
import { ScreenIntro } from "~/components/layout/screen-intro";
import { ContactForm } from "~/contact/contact-form";
import {
  consumeContactAllowance,
  honeypotInputProps,
  isSpam,
  RequestRejected,
  readContactForm,
} from "~/contact/contact-guard.server";
import { contactIntents, contactSchema } from "~/contact/contact-schema";
import { setFlash } from "~/contact/flash.server";
import { submitContact } from "~/contact/submit-contact.server";
import { i18nServer } from "~/i18n/i18n.server";
import { translationsFor } from "~/i18n/translations.server";
import { useT } from "~/i18n/use-language";
import { languageOfPath, localizedPath } from "~/routing/paths";
import { pageMeta } from "~/seo/meta";
import { pageText } from "~/seo/page-text.server";
import { privateRedirect } from "~/services/cache-control.server";
import { logEvent } from "~/utils/log.server";

/** Where to go after sending: a path on this site only, never another origin. */
function safeReturnPath(candidate: string | null | undefined, request: Request, fallback: string): string {
  if (!candidate) return fallback;
  try {
    const own = new URL(request.url);
    const target = new URL(candidate, own);
    if (target.origin !== own.origin || !candidate.startsWith("/") || candidate.startsWith("//")) return fallback;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return fallback;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = languageOfPath(url.pathname);
  const intent = contactIntents.find((candidate) => candidate === url.searchParams.get("intent")) ?? "contact";
  const audience =
    parseAudience(url.searchParams.get("audience")) ?? readAudienceCookie(request.headers.get("Cookie")) ?? undefined;
  const home = localizedPath("home", lang);
  const referrer = request.headers.get("Referer");
  const returnTo = safeReturnPath(
    url.searchParams.get("returnTo") ?? (referrer ? new URL(referrer).pathname : null),
    request,
    home,
  );
  return json({
    page: await pageText(request, "contact"),
    defaults: { intent, audience, returnTo: returnTo === url.pathname ? home : returnTo },
    honeypot: { nameFieldName: honeypotInputProps().nameFieldName },
  });
}

/** What the action answers when it does not redirect; the dialog reads it too. */
export type ContactActionData = {
  result: SubmissionResult<string[]> | null;
  formError: string | null;
  sent: boolean;
};

// Cross-site posts never get here: server.js answers them with 403.
export async function action({ request, context }: ActionFunctionArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const t = await i18nServer.getFixedT(request);
  try {
    const form = await readContactForm(request);
    const returnTo = safeReturnPath(form.get("returnTo")?.toString(), request, localizedPath("home", lang));
    // The dialog wants data back; the page wants to move on (post/redirect/get) with a banner.
    const sent = async (): Promise<Response> =>
      form.get("_dialog") === "1"
        ? json({ result: null, formError: null, sent: true } satisfies ContactActionData)
        : privateRedirect(returnTo, {
            status: 303,
            headers: { "Set-Cookie": await setFlash(request, { kind: "contactSent" }) },
          });
    // A bot that filled the hidden field is told it worked; nothing is kept or sent.
    if (isSpam(form)) {
      logEvent("info", "contact.spam");
      return sent();
    }
    const submission = parseWithZod(form, { schema: contactSchema(translationsFor(lang).contact.errors) });
    if (submission.status !== "success") {
      return json({ result: submission.reply(), formError: null, sent: false }, { status: 400 });
    }
    await consumeContactAllowance(context.clientIp);
    const { delivered } = await submitContact(submission.value);
    if (!delivered) {
      return json(
        {
          result: submission.reply(),
          formError: `${t("contact.failedTitle")}. ${t("contact.failedText")}`,
          sent: false,
        },
        { status: 502 },
      );
    }
    return sent();
  } catch (error) {
    if (!(error instanceof RequestRejected)) throw error;
    return json({ result: null, formError: t(`contact.${error.reason}`), sent: false }, { status: error.status });
  }
}

export const meta = pageMeta;

export default function ContactScreen() {
  const { defaults, honeypot } = useLoaderData<typeof loader>();
  const actionData = useActionData<ContactActionData>();
  const { t, lang } = useT();
  const navigation = useNavigation();
  const action = localizedPath("contact", lang);
  const demo = defaults.intent === "demo";
  return (
    <>
      <ScreenIntro
        heading={demo ? t("contact.demoHeading") : t("screens.contact.heading")}
        intro={demo ? t("contact.demoIntro") : t("screens.contact.intro")}
      />
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <ContactForm
          action={action}
          submitting={navigation.state === "submitting" && navigation.formAction === action}
          defaults={defaults}
          honeypot={honeypot}
          lastResult={actionData?.result}
          formError={actionData?.formError}
        />
      </div>
    </>
  );
}
