import { useFetcher } from "@remix-run/react";
import { type ComponentProps, type ComponentType, useEffect, useRef, useState } from "react";
import { useSiteData } from "~/components/layout/site-data";
import { useToast } from "~/components/layout/toasts";
import { useT } from "~/i18n/use-language";
import type { ContactActionData } from "./contact-action-data";

type FormComponent = ComponentType<ComponentProps<typeof import("@remix-run/react").Form>>;

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
  const notify = useToast();
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

  return {
    /** The fetcher's form, typed as the Form the contact form expects. */
    Form: fetcher.Form as unknown as FormComponent,
    formKey,
    /** The last request this form got accepted: "received" or "queued" (null before). */
    accepted,
    submitting: fetcher.state === "submitting",
    lastResult: fetcher.data?.result,
    formError: fetcher.data?.formError,
  };
}
