import type { HeadersFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { parseAudience } from "~/audience/audience";
import { ScreenIntro } from "~/components/ui/elements";
import type { ContactActionData } from "~/contact/contact-action-data";
import { ContactForm } from "~/contact/contact-form";
import type { contactLoader } from "~/contact/contact-route.server";
import { intentOf } from "~/contact/contact-schema";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";

export { contactAction as action, contactLoader as loader } from "~/contact/contact-route.server";

export { pageMeta as meta } from "~/seo/meta";

/** The page's headers are the layout's, plus how long a refused (429) sender must wait. */
export const headers: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export default function ContactScreen() {
  const { defaults } = useLoaderData<typeof contactLoader>();
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
  return (
    <>
      <ScreenIntro
        heading={demo ? t("contact.demoHeading") : t("screens.contact.heading")}
        intro={demo ? t("contact.demoIntro") : t("screens.contact.intro")}
      />
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <ContactForm
          formId="contact-form"
          submitting={navigation.state === "submitting" && navigation.formAction === action}
          defaults={form}
          lastResult={actionData?.result}
          formError={actionData?.formError}
        />
      </div>
    </>
  );
}
