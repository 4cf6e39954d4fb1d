import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Audience } from "~/audience/audience";
import { Icon } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";
import type { HoneypotField } from "./contact-form";
import type { ContactIntent } from "./contact-schema";
import { InPlaceContactForm, useContactFetcher } from "./in-place-contact-form";

/** The form a contact link asks the dialog to show. */
type DialogPreset = { intent: ContactIntent; audience?: Audience };

// The page's one dialog, while it can open: contact links ask it through here.
let showDialog: ((preset: DialogPreset) => void) | null = null;

/**
 * Opens the contact dialog with a link's presets. False when there is none to
 * open: before JavaScript has taken over, and on the contact page, whose own
 * form is there (the link then leads to it).
 */
export function openContactDialog(preset: DialogPreset): boolean {
  if (!showDialog) return false;
  showDialog(preset);
  return true;
}

/**
 * With JavaScript, contact links (ContactLink) open the contact form in a modal
 * <dialog> (focus moves in and stays, Escape closes, focus returns to the link).
 * Success (received, or kept for a later delivery) shows a toast, resets and closes;
 * failure shows a toast and keeps the values. The Send row stays in view.
 */
export function ContactDialog({ honeypot }: { honeypot: HoneypotField }) {
  const { t, lang } = useT();
  const hydrated = useHydrated();
  const location = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const submission = useContactFetcher({ onAccepted: () => dialogRef.current?.close() });
  const [preset, setPreset] = useState<DialogPreset | null>(null);
  const onContactPage = location.pathname === localizedPath("contact", lang);

  useEffect(() => {
    if (!hydrated || onContactPage) return;
    const show = (chosen: DialogPreset) => {
      setPreset(chosen);
      dialogRef.current?.showModal();
    };
    showDialog = show;
    return () => {
      if (showDialog === show) showDialog = null;
    };
  }, [hydrated, onContactPage]);

  if (!hydrated) return null;
  const demo = preset?.intent === "demo";
  return (
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
      {preset ? (
        <InPlaceContactForm
          key={`${submission.formKey}-${preset.intent}-${preset.audience ?? ""}`}
          submission={submission}
          formId="contact-dialog-form"
          stickyActions
          defaults={{ ...preset, returnTo: location.pathname }}
          honeypot={honeypot}
        />
      ) : null}
    </dialog>
  );
}
