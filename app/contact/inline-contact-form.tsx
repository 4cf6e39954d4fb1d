import { useFetcher, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { Audience } from "~/audience/audience";
import { useSiteData } from "~/components/layout/site-data";
import { useToasts } from "~/components/layout/toasts";
import { useT } from "~/i18n/use-language";
import type { ContactActionData } from "./contact-action-data";
import type { ContactIntent } from "./contact-schema";

/**
 * The form and its validation (zod, Conform) load with the first page that
 * shows a form (the dialog on opening, an inline form on hydrating), not with
 * every page. The server renders it in place all the same: pages are sent
 * only when complete.
 */
const ContactForm = lazy(() => import("./contact-form").then((module) => ({ default: module.ContactForm })));

type Props = { formId: string; intent: ContactIntent; audience?: Audience };
type InPlaceFormProps = Props & { dialog?: React.RefObject<HTMLDialogElement> };

/**
 * The contact form sent by a fetcher to the contact page's action, without
 * leaving the page (the dialog, inline forms). Success (the request is kept)
 * empties the form (a new `formKey`); in a `dialog` (which then closes) a
 * toast says so, elsewhere the caller does, in place: a toast
 * vanishes, the thanks must not. The dialog keeps the Send row in view. A
 * failure shows a toast naming the address to write to, and the form keeps its
 * values (a dialog closed meanwhile opens again to show them). `toasts`: the form's
 * toast regions, for the caller to place (see useToasts).
 */
export function useInPlaceContactForm({ formId, intent, audience, dialog }: InPlaceFormProps) {
  const { t } = useT();
  const { pathname } = useLocation();
  const { regions: toasts, notify } = useToasts();
  const email = useSiteData()?.company.email;
  const fetcher = useFetcher<ContactActionData>();
  const handled = useRef<ContactActionData | null>(null);
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    if (data.accepted) {
      if (dialog) {
        notify({ variant: "success", title: t("contact.sentTitle"), text: t("contact.sentText") });
        dialog.current?.close();
      }
      setFormKey((key) => key + 1);
    } else if (data.formError) {
      if (dialog?.current && !dialog.current.open) dialog.current.showModal();
      const writeToUs = email ? ` ${t("contact.writeToUs")} ${email}.` : "";
      notify({
        variant: "destructive",
        title: t("contact.failedTitle"),
        text: `${t("contact.failedText")}${writeToUs}`,
      });
    }
  }, [fetcher.state, fetcher.data, notify, t, email, dialog]);

  const form = (
    <Suspense fallback={<p role="status">{t("contact.loading")}</p>}>
      <ContactForm
        // Every sending that got accepted, and every other preset, starts a new form.
        key={`${formKey}-${intent}-${audience ?? ""}`}
        as={fetcher.Form}
        formId={formId}
        inPlace
        stickyActions={Boolean(dialog)}
        submitting={fetcher.state === "submitting"}
        defaults={{ intent, audience, returnTo: pathname }}
        lastResult={fetcher.data?.result}
        formError={fetcher.data?.formError}
      />
    </Suspense>
  );
  return { form, toasts, formKey };
}

/**
 * The contact form placed in a page (the demo form on the home and business
 * pages). Without JavaScript it posts to the contact page, which comes back
 * here with a banner (or shows the form with its messages); with it, the page
 * stays put and the thanks shows above the emptied form.
 */
export function InlineContactForm(props: Props) {
  const { t } = useT();
  const { form, toasts, formKey } = useInPlaceContactForm(props);
  // Every accepted sending empties the form (a new formKey), and takes the reader to the thanks.
  const accepted = formKey > 0;
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (formKey > 0) status.current?.focus();
  }, [formKey]);
  return (
    <>
      {/* The thanks, in a live region there from the first render, so that what appears in it is announced. */}
      <div ref={status} role="status" tabIndex={-1} className={accepted ? acceptedClass : "sr-only"}>
        {accepted ? (
          <p>
            <strong>{t("contact.sentTitle")}</strong> {t("contact.sentText")}
          </p>
        ) : null}
      </div>
      {form}
      {toasts()}
    </>
  );
}

const acceptedClass =
  "mb-6 scroll-mt-24 rounded-control border-2 border-green-700 bg-green-50 p-4 text-green-900 focus:outline-none";
