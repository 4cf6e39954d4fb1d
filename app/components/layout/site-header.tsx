import { useAudience } from "~/audience/use-audience";
import { useSiteData } from "~/components/layout/site-data";
import { ContactLink } from "~/contact/contact-link";
import { HelpMenu } from "~/help/help-menu";
import { useT } from "~/i18n/use-language";
import { headerScreens } from "~/routing/paths";
import { LanguageSwitcher } from "./language-switcher";
import { MainMenu, PageLinks } from "./main-menu";

const headerLinkClass =
  "whitespace-nowrap rounded-md px-3 py-2 font-medium text-gray-800 text-sm hover:bg-gray-100 hover:text-brand-800 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:underline-offset-8";

const actionClass =
  "min-h-11 items-center rounded-full bg-brand-700 font-semibold text-sm text-white hover:bg-brand-800";

/**
 * The sign-up (or, for business, demo) button: in the open menu, and in the header from 480 px (beside the help entry), where
 * below 640 px the demo is named short ("Demo") so the logo, the switcher and the menu keep their room.
 */
function HeaderAction({ className, compact = false }: { className: string; compact?: boolean }) {
  const { t } = useT();
  const site = useSiteData();
  const [audience] = useAudience();
  // The demo for business visitors, the free trial for everyone else.
  if (!site) return null;
  return audience === "bedrift" ? (
    <ContactLink intent="demo" audience="bedrift" className={`${actionClass} ${className}`}>
      {compact && (
        <span aria-hidden="true" className="sm:hidden">
          {t("header.demoShort")}
        </span>
      )}
      <span className={compact ? "max-sm:sr-only" : undefined}>{t("menu.requestDemo")}</span>
    </ContactLink>
  ) : (
    <a href={site.signupUrl} target="_blank" rel="noopener" className={`${actionClass} ${className}`}>
      {t("menu.tryFree")}
      <span className="sr-only"> {t("home.newTab")}</span>
    </a>
  );
}

/**
 * Logo, then (from 1024 px) the main pages as plain links, the language switcher, the sign-up (or,
 * for business, demo) button (from 480 px) and the menu with every page. Below 1024 px the menu
 * is the only navigation; the logo never gives way.
 */
export function SiteHeader() {
  const { t } = useT();
  const site = useSiteData();
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-gray-200 border-b bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-4">
        <a
          href={site?.appUrl ?? "/"}
          className="flex shrink-0 items-center gap-2 rounded font-semibold text-brand-800 text-lg"
        >
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
          {/* Narrow phones keep the logo; the name stays for screen readers so the switcher and menu fit. */}
          <span className="max-sm:sr-only">
            {t("site.name")}
            <span className="sr-only">, {t("site.openApp")}</span>
          </span>
        </a>
        <nav aria-label={t("menu.headerLinksLabel")} className="hidden lg:block">
          <PageLinks screens={headerScreens} className="flex items-center gap-1" linkClass={headerLinkClass} />
        </nav>
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <HelpMenu />
          <LanguageSwitcher />
          <HeaderAction compact className="hidden shrink-0 whitespace-nowrap px-3 min-[480px]:inline-flex sm:px-4" />
          <MainMenu action={<HeaderAction className="mx-2 mt-2 flex justify-center px-4" />} />
        </div>
      </div>
    </header>
  );
}
