import { useT } from "~/i18n/use-language";
import { LanguageSwitcher } from "./language-switcher";
import { MainMenu } from "./main-menu";

export function SiteHeader({ appUrl }: { appUrl: string | undefined }) {
  const { t } = useT();
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-gray-200 border-b bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <a href={appUrl ?? "/"} className="flex items-center gap-2 rounded font-semibold text-brand-800 text-lg">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {/* Narrow phones keep the logo; the name stays for screen readers so the switcher and menu fit. */}
          <span className="max-sm:sr-only">
            {t("site.name")}
            <span className="sr-only">, {t("site.openApp")}</span>
          </span>
        </a>
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <MainMenu />
        </div>
      </div>
    </header>
  );
}
