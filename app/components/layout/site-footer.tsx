import { useT } from "~/i18n/use-language";

export function SiteFooter() {
  const { t } = useT();
  return (
    <footer className="border-gray-200 border-t bg-gray-50 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-gray-700 text-sm">
        <p className="font-semibold text-brand-800">{t("site.name")}</p>
        <p>{t("site.tagline")}</p>
        <p>{t("site.copyright")}</p>
      </div>
    </footer>
  );
}
