import { CardGrid } from "~/components/ui/card-grid";
import type { IconName } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { useT } from "~/i18n/use-language";

const icons: IconName[] = ["heart", "sun", "users"];

export function BenefitsSection() {
  const { t } = useT();
  const cards = t("home.benefits.cards", { returnObjects: true });
  return (
    <Section heading={t("home.benefits.heading")} intro={t("home.benefits.intro")} tone="tinted">
      <CardGrid items={cards.map((card, index) => ({ ...card, icon: icons[index] }))} />
    </Section>
  );
}
