import { Icon } from "~/components/ui/elements";
import type { Flash } from "~/contact/flash.server";
import { useT } from "~/i18n/use-language";

/** The message a form leaves for the page it redirects to, announced politely. */
export function FlashBanner({ flash }: { flash: Flash | null }) {
  const { t } = useT();
  return (
    <div role="status" className={flash ? "bg-green-50" : "sr-only"}>
      {flash?.kind === "contactSent" ? (
        <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-4 text-green-900">
          <Icon name="check-circle" className="size-6 shrink-0" />
          <p>
            <strong>{t("contact.sentTitle")}</strong> {t("contact.sentText")}
          </p>
        </div>
      ) : null}
    </div>
  );
}
