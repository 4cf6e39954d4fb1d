import { type Form, useFetcher } from "@remix-run/react";
import { type ComponentProps, type ComponentType, lazy, Suspense, useEffect, useRef, useState } from "react";
import { useSiteData } from "~/components/layout/site-data";
import { useToasts } from "~/components/layout/toasts";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";
import type { ContactActionData } from "./contact-action-data";

/**
 * The form and its validation (zod, Conform) load with the first page that
 * shows a form (the dialog on opening, an inline form on hydrating), not with
 * every page. The server renders it in place all the same: pages are sent
 * only when complete.
 */
const ContactForm = lazy(() => import("./contact-form").then((module) => ({ default: module.ContactForm })));

/**
 * Sending the contact form without leaving the page (the dialog, inline
 * forms): success (received, or kept for a later delivery) empties the form (a
 * new `formKey`) and is told in a toast, or, for a form that stays on the page,
 * by the caller from `accepted` (a toast vanishes; the thanks must not). A
 * failure shows a toast naming the address to write to, and the form keeps
 * its values.
 */
export function useContactFetcher({
  onAccepted,
  successToast = true,
}: {
  onAccepted?: () => void;
  successToast?: boolean;
} = {}) {
  const { t } = useT();
  const { regions: toasts, notify } = useToasts();
  const email = useSiteData()?.company.email;
  const fetcher = useFetcher<ContactActionData>();
  const handled = useRef<ContactActionData | null>(null);
  const acceptedCallback = useRef(onAccepted);
  acceptedCallback.current = onAccepted;
  const [formKey, setFormKey] = useState(0);
  const [accepted, setAccepted] = useState<ContactActionData["accepted"]>(null);

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    if (data.accepted) {
      const queued = data.accepted === "queued";
      if (successToast) {
        notify({
          variant: "success",
          title: t(queued ? "contact.queuedTitle" : "contact.sentTitle"),
          text: t(queued ? "contact.queuedText" : "contact.sentText"),
        });
      }
      acceptedCallback.current?.();
      setAccepted(data.accepted);
      setFormKey((key) => key + 1);
    } else if (data.formError) {
      const writeToUs = email ? ` ${t("contact.writeToUs")} ${email}.` : "";
      notify({
        variant: "destructive",
        title: t("contact.failedTitle"),
        text: `${t("contact.failedText")}${writeToUs}`,
      });
    }
  }, [fetcher.state, fetcher.data, notify, t, email, successToast]);

  /**
   * `accepted`: the last request this form got accepted, "received" or "queued" (null before);
   * `toasts`: the form's toasts, for the caller to place (see useToasts).
   */
  return { fetcher, formKey, accepted, toasts };
}

type Props = Pick<ComponentProps<typeof ContactForm>, "formId" | "defaults" | "stickyActions"> & {
  submission: ReturnType<typeof useContactFetcher>;
};

/** The contact form sent by the submission's fetcher to the contact page's action. */
export function InPlaceContactForm({ submission: { fetcher }, ...props }: Props) {
  const { t, lang } = useT();
  return (
    <Suspense fallback={<p role="status">{t("contact.loading")}</p>}>
      <ContactForm
        {...props}
        as={fetcher.Form as unknown as ComponentType<ComponentProps<typeof Form>>}
        inPlace
        submitting={fetcher.state === "submitting"}
        action={localizedPath("contact", lang)}
        lastResult={fetcher.data?.result}
        formError={fetcher.data?.formError}
      />
    </Suspense>
  );
}
