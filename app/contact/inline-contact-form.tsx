import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { Audience } from "~/audience/audience";
import { useT } from "~/i18n/use-language";
import type { ContactIntent } from "./contact-schema";
import { InPlaceContactForm, useContactFetcher } from "./in-place-contact-form";

type Props = { formId: string; intent: ContactIntent; audience?: Audience };

/**
 * The contact form placed in a page (the demo form on the home and business
 * pages). Without JavaScript it posts to the contact page, which comes back
 * here with a banner (or shows the form with its messages); with it, the page
 * stays put and a toast answers.
 */
export function InlineContactForm({ formId, intent, audience }: Props) {
  const { t } = useT();
  const { pathname } = useLocation();
  const submission = useContactFetcher({ successToast: false });
  const status = useRef<HTMLDivElement>(null);
  const queued = submission.accepted === "queued";
  // The thanks stays where the form was sent, and the reader is taken to it (after every sending:
  // each one empties the form, a new formKey).
  useEffect(() => {
    if (submission.accepted && submission.formKey > 0) status.current?.focus();
  }, [submission.accepted, submission.formKey]);
  return (
    <>
      <div
        ref={status}
        role="status"
        tabIndex={-1}
        className={
          submission.accepted
            ? "mb-6 rounded-control border-2 border-green-700 bg-green-50 p-4 text-green-900 focus:outline-none"
            : "sr-only"
        }
      >
        {submission.accepted ? (
          <p>
            <strong>{t(queued ? "contact.queuedTitle" : "contact.sentTitle")}</strong>{" "}
            {t(queued ? "contact.queuedText" : "contact.sentText")}
          </p>
        ) : null}
      </div>
      <InPlaceContactForm
        key={submission.formKey}
        submission={submission}
        formId={formId}
        defaults={{ intent, audience, returnTo: pathname }}
      />
      {submission.toasts}
    </>
  );
}
