import { useEffect, useRef } from "react";
import { Icon } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import type { DialogPreset } from "./contact-link";
import { useInPlaceContactForm } from "./inline-contact-form";

/**
 * With JavaScript, contact links (ContactLink) open the contact form in a modal
 * <dialog> (focus moves in and stays, Escape closes, focus returns to the link),
 * each with its own `preset`. Success (received, or kept for a later delivery) shows a toast,
 * resets and closes; failure shows a toast in the dialog and keeps the values. The Send row stays in view.
 */
export function ContactDialog({ preset }: { preset: DialogPreset }) {
  const { t } = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { form, toasts } = useInPlaceContactForm({ ...preset, formId: "contact-dialog-form", dialog: dialogRef });

  // biome-ignore lint/correctness/useExhaustiveDependencies: every preset is a new request (a click) to open.
  useEffect(() => {
    dialogRef.current?.showModal();
  }, [preset]);

  const demo = preset.intent === "demo";
  return (
    <>
      <dialog
        ref={dialogRef}
        aria-labelledby="contact-dialog-title"
        className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-card p-6 shadow-xl backdrop:bg-black/50"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id="contact-dialog-title" className="font-bold text-2xl text-brand-800">
            {demo ? t("contact.demoHeading") : t("screens.contact.heading")}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-gray-100"
          >
            <Icon name="x-mark" className="size-6" />
            <span className="sr-only">{t("contact.close")}</span>
          </button>
        </div>
        <p className="mt-2 mb-6 text-gray-700">{demo ? t("contact.demoIntro") : t("screens.contact.intro")}</p>
        {form}
        {/* A failure shows while the dialog is open, inside it: outside, the dialog would cover it. */}
        {toasts(["destructive"])}
      </dialog>
      {/* Success closes the dialog: its toast shows on the page. */}
      {toasts(["success"])}
    </>
  );
}
