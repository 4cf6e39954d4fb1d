import { useLocation } from "@remix-run/react";
import { Suspense, useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { parseAudience } from "~/audience/audience";
import { Icon } from "~/components/ui/icon";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";
import type { ContactFormDefaults, HoneypotField } from "./contact-form";
import { LazyContactForm } from "./lazy-contact-form";
import { useContactFetcher } from "./use-contact-fetcher";

/**
 * With JavaScript, links to the contact page open the same form in a modal
 * <dialog> (focus moves in and stays, Escape closes, focus returns to the link).
 * Success (sent, or kept for a later delivery) shows a toast, resets and closes;
 * failure shows a toast and keeps the values. The Send row stays in view.
 */
export function ContactDialog({ honeypot }: { honeypot: HoneypotField }) {
  const { t, lang } = useT();
  const hydrated = useHydrated();
  const location = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const submission = useContactFetcher({ onAccepted: () => dialogRef.current?.close() });
  const [defaults, setDefaults] = useState<ContactFormDefaults | null>(null);
  const contactPath = localizedPath("contact", lang);

  useEffect(() => {
    // Capture phase: before Remix's <Link> turns the click into a navigation.
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link) return;
      const url = new URL(link.href, window.location.href);
      if (
        url.origin !== window.location.origin ||
        url.pathname !== contactPath ||
        window.location.pathname === contactPath
      ) {
        return;
      }
      event.preventDefault();
      setDefaults({
        intent: url.searchParams.get("intent") === "demo" ? "demo" : "contact",
        audience: parseAudience(url.searchParams.get("audience")) ?? undefined,
        returnTo: window.location.pathname,
      });
      dialogRef.current?.showModal();
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [contactPath]);

  if (!hydrated) return null;
  const demo = defaults?.intent === "demo";
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
      {defaults ? (
        <Suspense fallback={<p role="status">{t("contact.loading")}</p>}>
          <LazyContactForm
            key={`${submission.formKey}-${defaults.intent}-${defaults.audience ?? ""}`}
            as={submission.Form}
            formId="contact-dialog-form"
            answerInPlace
            compact
            stickyActions
            submitting={submission.submitting}
            action={contactPath}
            defaults={{ ...defaults, returnTo: location.pathname }}
            honeypot={honeypot}
            lastResult={submission.lastResult}
            formError={submission.formError}
          />
        </Suspense>
      ) : null}
    </dialog>
  );
}
