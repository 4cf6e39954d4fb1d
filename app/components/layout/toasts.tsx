import { useCallback, useState } from "react";
import { Icon } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";

/** At most three toasts at once, each for four seconds: a form's answer, a failed share. */
const MAX_TOASTS = 3;
const TOAST_DURATION_MS = 4_000;

const variants = ["destructive", "success"] as const;
type Toast = { id: number; title: string; text: string; variant: (typeof variants)[number] };

let nextId = 1;

/**
 * Short notices after sending a form in place. Written here rather than taken from a toast
 * library: those inject inline styles, which our CSP forbids. Each such form has its own two live
 * regions (polite and assertive), there as soon as the form is, so screen readers announce what
 * is added; the caller places them (`regions`, both or `only` some) where they can be seen: a modal
 * dialog makes the rest of the page inert and covers it, so its failures show inside it.
 */
export function useToasts() {
  const { t } = useT();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const close = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const notify = useCallback(
    (toast: Omit<Toast, "id">) => {
      const id = nextId++;
      setToasts((current) => [...current, { ...toast, id }].slice(-MAX_TOASTS));
      // Once the form has gone, React ignores the update.
      window.setTimeout(() => close(id), TOAST_DURATION_MS);
    },
    [close],
  );
  const regions = (only: readonly Toast["variant"][] = variants) => (
    <div className="pointer-events-none fixed right-4 bottom-20 z-50 flex flex-col gap-2 print:hidden">
      {only.map((variant) => (
        <div key={variant} role={variant === "destructive" ? "alert" : "status"}>
          <ul className="flex flex-col gap-2">
            {toasts
              .filter((toast) => toast.variant === variant)
              .map((toast) => (
                <li
                  key={toast.id}
                  className={`pointer-events-auto flex w-80 max-w-[calc(100vw-2rem)] items-start gap-3 rounded-control p-4 shadow-lg ${
                    variant === "destructive" ? "bg-red-700 text-white" : "bg-white text-ink ring-1 ring-gray-200"
                  }`}
                >
                  <div className="flex-1">
                    <p className="font-semibold">{toast.title}</p>
                    <p className="mt-1 text-sm">{toast.text}</p>
                  </div>
                  <button type="button" onClick={() => close(toast.id)} className="rounded p-1 hover:bg-black/10">
                    <Icon name="x-mark" className="size-5" />
                    <span className="sr-only">{t("contact.close")}</span>
                  </button>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
  return { regions, notify };
}
