import { Link } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
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
  const [message, setMessage] = useState<string | null>(null);

  /** System share, else copy the link, else show it in a prompt; what to tell the visitor afterwards, if anything. */
  const share = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) await navigator.share({ title, url });
      else if (navigator.clipboard?.writeText) {
        await navigator.clipboard.writeText(url);
        return setMessage(t("insights.copied"));
      } else window.prompt(t("insights.sharePrompt"), url);
      setMessage(null);
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      setMessage(error instanceof DOMException && error.name === "AbortError" ? null : t("insights.shareFailed"));
    }
  };

  return (
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
      <p role="status" className={message ? "mx-auto max-w-3xl px-4 pb-2 font-semibold text-brand-800" : "sr-only"}>
        {message}
      </p>
    </div>
  );
}
