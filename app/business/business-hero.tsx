import { buttonClass } from "~/components/ui/button-link";
import { useT } from "~/i18n/use-language";
import { DEMO_SECTION_ID } from "./demo-request-section";

/** The business page's opening: who it is for, the promise, and the demo form one click away. */
export function BusinessHero() {
  const { t } = useT();
  return (
    <section aria-labelledby="business-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <p className="mb-2 font-semibold text-brand-700">{t("business.eyebrow")}</p>
        <h1 id="business-heading" className="max-w-3xl font-bold text-4xl text-brand-800 tracking-tight sm:text-5xl">
          {t("screens.business.heading")}
        </h1>
        <p className="mt-5 max-w-2xl text-gray-700 text-lg">{t("screens.business.intro")}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={`#${DEMO_SECTION_ID}`} className={buttonClass()}>
            {t("business.requestDemo")}
          </a>
        </div>
        <BusinessFacts />
      </div>
    </section>
  );
}

/** The pilot's figures, in the order a buyer meets them. */
function BusinessFacts() {
  const { t } = useT();
  return (
    <div className="mt-12">
      <h2 className="sr-only">{t("business.factsHeading")}</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {t("business.facts", { returnObjects: true }).map((fact) => (
          <div key={fact.value} className="flex flex-col-reverse justify-end rounded-2xl bg-white p-4 shadow-sm sm:p-5">
            <dt className="mt-1 text-gray-700">{fact.label}</dt>
            <dd className="whitespace-nowrap font-bold text-brand-700 text-xl sm:text-2xl">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
