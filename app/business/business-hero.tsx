import { buttonClass } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { DashboardScreen } from "~/mockups/dashboard-screen";
import { DEMO_SECTION_ID } from "./demo-request-section";

/** The business page's opening: who it is for, the promise, the HR dashboard, and the demo form one click away. */
export function BusinessHero() {
  const { t } = useT();
  return (
    <section aria-labelledby="business-heading" className="overflow-hidden bg-gradient-to-b from-sand to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16 lg:py-20">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.15fr] lg:gap-14">
          <div>
            <p className="eyebrow mb-3">{t("business.eyebrow")}</p>
            <h1 id="business-heading" className="display-heading">
              {t("screens.business.heading")}
            </h1>
            <p className="mt-5 max-w-2xl text-gray-700 text-lg">{t("screens.business.intro")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href={`#${DEMO_SECTION_ID}`} className={buttonClass()}>
                {t("business.requestDemo")}
              </a>
            </div>
          </div>
          <div className="relative">
            <span aria-hidden="true" className="absolute -top-6 -right-6 size-48 rounded-full bg-warm-200" />
            <DashboardScreen className="relative" />
          </div>
        </div>
        {/* The pilot's figures, in the order a buyer meets them. */}
        <div className="mt-12">
          <h2 className="sr-only">{t("business.factsHeading")}</h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
            {t("business.facts", { returnObjects: true }).map((fact) => (
              <div
                key={fact.value}
                className="flex flex-col-reverse justify-end rounded-card border border-gray-200 bg-white p-4 sm:p-5"
              >
                <dt className="mt-1 text-gray-700">{fact.label}</dt>
                <dd className="whitespace-nowrap font-display font-semibold text-2xl text-brand-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
