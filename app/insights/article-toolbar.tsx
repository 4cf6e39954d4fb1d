import { Link } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useToasts } from "~/components/layout/toasts";
import { Icon } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";

const buttonClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 font-semibold text-brand-800 hover:bg-brand-50";

/** A button's word: read out always, shown from 640 px; on a phone the icon alone keeps the bar on one line. */
const labelClass = "sr-only sm:not-sr-only";

/** The article's sticky bar: back to the list always; share and print once JavaScript runs. */
export function ArticleToolbar({ title }: { title: string }) {
  const { t, lang } = useT();
  const hydrated = useHydrated();
  const { regions: toasts, notify } = useToasts();

  /** System share, else copy the link (and say so), else show it in a prompt; a failure is a toast. */
  const share = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) await navigator.share({ title, url });
      else if (navigator.clipboard?.writeText) {
        await navigator.clipboard.writeText(url);
        notify({ variant: "success", title: t("insights.copied"), text: url });
      } else window.prompt(t("insights.sharePrompt"), url);
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      notify({ variant: "destructive", title: t("insights.shareFailed.title"), text: t("insights.shareFailed.text") });
    }
  };

  return (
    <>
      <div className="sticky top-16 z-30 border-gray-200 border-b bg-white/95 backdrop-blur print:hidden">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-2 px-4 py-1">
          <Link prefetch="intent" to={localizedPath("insights", lang)} className={buttonClass}>
            <Icon name="arrow-left" className="size-5" />
            {t("insights.back")}
          </Link>
          {hydrated ? (
            <div className="flex gap-1">
              <button type="button" onClick={share} className={buttonClass}>
                <Icon name="share" className="size-5" />
                <span className={labelClass}>{t("insights.share")}</span>
              </button>
              <button type="button" onClick={() => window.print()} className={buttonClass}>
                <Icon name="printer" className="size-5" />
                <span className={labelClass}>{t("insights.print")}</span>
              </button>
            </div>
          ) : null}
        </div>
      </div>
      {/* Outside the bar: its backdrop filter would make it the box the fixed toasts are placed in. */}
      {toasts()}
    </>
  );
}
