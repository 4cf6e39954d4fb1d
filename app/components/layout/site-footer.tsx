import { formatOrgNumber, useSiteData } from "~/components/layout/site-data";
import { HelpLines, useHelpLineSet } from "~/help/help-menu";
import { useT } from "~/i18n/use-language";
import { LanguageSwitcher } from "./language-switcher";
import { PageLinks } from "./main-menu";

const linkClass = "inline-block py-1 text-gray-700 underline-offset-4 hover:text-brand-800 hover:underline";

/** On every page: all pages, the help lines, who we are and how to reach us, the language. */
export function SiteFooter() {
  const { t } = useT();
  const company = useSiteData()?.company;
  return (
    <footer className="border-gray-200 border-t bg-gray-50 text-gray-700 text-sm print:hidden">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-2 sm:gap-8 sm:py-12 lg:grid-cols-4 [&_h2]:font-semibold [&_h2]:text-brand-800">
        <div className="flex flex-col gap-2">
          <p className="font-semibold text-base text-brand-800">{t("site.name")}</p>
          <p>{t("site.tagline")}</p>
        </div>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages">{t("footer.pagesHeading")}</h2>
          <PageLinks className="mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-1" linkClass={linkClass} />
        </nav>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">{t("footer.helpHeading")}</h2>
          <p className="mt-2">{t("footer.helpText")}</p>
          <HelpLines set={useHelpLineSet()} className="mt-2 flex flex-col gap-1" />
        </section>
        <section aria-labelledby="footer-company" className="flex flex-col gap-2">
          <h2 id="footer-company">{t("footer.companyHeading")}</h2>
          {company ? (
            <address className="not-italic">
              {company.name}
              <br />
              {/* Norway writes organisation numbers in groups of three: 999 999 999. */}
              {t("footer.orgNumber", { number: formatOrgNumber(company.orgNumber) })}
              <br />
              <a href={`mailto:${company.email}`} className="underline underline-offset-2 hover:text-brand-800">
                {company.email}
              </a>
            </address>
          ) : null}
          <LanguageSwitcher placement="footer" />
        </section>
      </div>
      <div className="border-gray-200 border-t">
        <p className="mx-auto max-w-6xl px-4 py-4">{t("site.copyright")}</p>
      </div>
    </footer>
  );
}
