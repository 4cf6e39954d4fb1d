import { ButtonLink } from "~/components/ui/button-link";
import { CardGrid } from "~/components/ui/card-grid";
import { CheckList } from "~/components/ui/check-list";
import type { IconName } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { contactHref } from "~/contact/contact-link";
import { useT } from "~/i18n/use-language";

const cardIcons: IconName[] = ["arrow-trending-up", "squares-2x2", "eye-slash", "bolt"];

/** Shown on the vision page only to visitors who chose the business audience. */
export function BusinessSection() {
  const { t, lang } = useT();
  const cards = t("vision.business.cards", { returnObjects: true });
  return (
    <Section id="bedrift" tone="tinted" heading={t("vision.business.heading")} intro={t("vision.business.intro")}>
      <CardGrid items={cards.map((card, index) => ({ ...card, icon: cardIcons[index] }))} columns={2} />
      <div className="mt-12 grid gap-10 md:grid-cols-2">
        <CheckList
          heading={t("vision.business.benefitsHeading")}
          items={t("vision.business.benefits", { returnObjects: true })}
        />
        <CheckList
          heading={t("vision.business.securityHeading")}
          items={t("vision.business.security", { returnObjects: true })}
          icon="shield-check"
        />
      </div>
      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink href={contactHref(lang, "demo", "bedrift")}>{t("vision.business.bookDemo")}</ButtonLink>
        <ButtonLink href={contactHref(lang, "contact", "bedrift")} variant="secondary">
          {t("vision.business.brochure")}
        </ButtonLink>
      </div>
    </Section>
  );
}
