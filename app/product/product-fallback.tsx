import { ButtonLink } from "~/components/ui/button-link";
import { CardGrid } from "~/components/ui/card-grid";
import { Icon } from "~/components/ui/icon";
import { contactHref } from "~/contact/contact-link";
import { productFeatures } from "~/home/feature-grid-section";
import { useT } from "~/i18n/use-language";

/** The product page without its content file: the six features (same ids), use cases, a contact note. */
export function ProductFallback() {
  const { t, lang } = useT();
  const useCases = t("product.fallback.useCases", { returnObjects: true });
  return (
    <>
      <h2 className="font-bold text-2xl text-brand-800">{t("product.fallback.featuresHeading")}</h2>
      <div className="mt-6 flex flex-col gap-8">
        {productFeatures.map(({ anchor, icon }) => (
          <section key={anchor} id={anchor} aria-labelledby={`${anchor}-heading`} className="flex gap-4">
            <Icon name={icon} className="mt-1 size-7 shrink-0 text-brand-700" />
            <div>
              <h3 id={`${anchor}-heading`} className="font-semibold text-brand-800 text-xl">
                {t(`home.features.cards.${anchor}.title`)}
              </h3>
              <p className="mt-1 text-gray-700">{t(`home.features.cards.${anchor}.text`)}</p>
            </div>
          </section>
        ))}
      </div>
      <h2 className="mt-14 font-bold text-2xl text-brand-800">{t("product.fallback.useCasesHeading")}</h2>
      <CardGrid items={useCases} columns={2} />
      <div className="mt-14 rounded-2xl bg-brand-50 p-6">
        <h2 className="font-bold text-brand-800 text-xl">{t("product.fallback.contactHeading")}</h2>
        <p className="mt-2 text-gray-700">{t("product.fallback.contactText")}</p>
        <div className="mt-4">
          <ButtonLink href={contactHref(lang, "contact")}>{t("product.fallback.contactAction")}</ButtonLink>
        </div>
      </div>
    </>
  );
}
