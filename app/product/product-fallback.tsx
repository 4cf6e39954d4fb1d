import { buttonClass, CardGrid, Icon } from "~/components/ui/elements";
import { ContactLink } from "~/contact/contact-link";
import { useT } from "~/i18n/use-language";
import { FeatureShowcase } from "./feature-showcase";
import { productFeatures } from "./product-features";

/** The product page without its content file: the six features (same ids), use cases, a contact note. */
export function ProductFallback() {
  const { t } = useT();
  const useCases = t("product.fallback.useCases", { returnObjects: true });
  return (
    <>
      <h2 className="section-heading pt-8">{t("product.fallback.featuresHeading")}</h2>
      <div className="mt-6">
        {productFeatures.map(({ anchor, icon }) => (
          <section key={anchor} id={anchor} aria-labelledby={`${anchor}-heading`}>
            <FeatureShowcase feature={anchor}>
              <Icon name={icon} className="size-7 text-warm-700" />
              <h3 id={`${anchor}-heading`} className="mt-2 text-2xl text-brand-900">
                {t(`home.features.cards.${anchor}.title`)}
              </h3>
              <p className="mt-2 text-gray-700 text-lg">{t(`home.features.cards.${anchor}.text`)}</p>
            </FeatureShowcase>
          </section>
        ))}
      </div>
      <h2 className="section-heading mt-14">{t("product.fallback.useCasesHeading")}</h2>
      <CardGrid items={useCases} columns={2} />
      <div className="mt-14 max-w-3xl rounded-card bg-sand p-6">
        <h2 className="text-2xl text-brand-900">{t("product.fallback.contactHeading")}</h2>
        <p className="mt-2 text-gray-700">{t("product.fallback.contactText")}</p>
        <div className="mt-4">
          <ContactLink intent="contact" className={buttonClass()}>
            {t("product.fallback.contactAction")}
          </ContactLink>
        </div>
      </div>
    </>
  );
}
