import { useFetcher } from "@remix-run/react";
import { type ComponentProps, type ComponentType, useEffect, useRef, useState } from "react";
import { useToast } from "~/components/toast/toasts";
import { useT } from "~/i18n/use-language";
import type { ContactActionData } from "~/screens/contact";
import { useSiteData } from "~/site/use-site-data";

type FormComponent = ComponentType<ComponentProps<typeof import("@remix-run/react").Form>>;

/**
 * Sending the contact form without leaving the page (the dialog, inline
 * forms): success (sent, or kept for a later delivery) shows a toast and
 * empties the form (a new `formKey`); a failure shows a toast naming the
 * address to write to, and the form keeps its values.
 */
export function useContactFetcher(onAccepted?: () => void) {
  const { t } = useT();
  const notify = useToast();
  const email = useSiteData()?.company.email;
  const fetcher = useFetcher<ContactActionData>();
  const handled = useRef<ContactActionData | null>(null);
  const accepted = useRef(onAccepted);
  accepted.current = onAccepted;
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    if (data.accepted) {
      const queued = data.accepted === "queued";
      notify({
        variant: "success",
        title: t(queued ? "contact.queuedTitle" : "contact.sentTitle"),
        text: t(queued ? "contact.queuedText" : "contact.sentText"),
      });
      accepted.current?.();
      setFormKey((key) => key + 1);
    } else if (data.formError) {
      const writeToUs = email ? ` ${t("contact.writeToUs")} ${email}.` : "";
      notify({
        variant: "destructive",
        title: t("contact.failedTitle"),
        text: `${t("contact.failedText")}${writeToUs}`,
      });
    }
  }, [fetcher.state, fetcher.data, notify, t, email]);

  return {
    /** The fetcher's form, typed as the Form the contact form expects. */
    Form: fetcher.Form as unknown as FormComponent,
    formKey,
    submitting: fetcher.state === "submitting",
    lastResult: fetcher.data?.result,
    formError: fetcher.data?.formError,
  };
}
