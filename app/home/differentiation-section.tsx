import { CardGrid, type IconName, Section } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";

const icons: IconName[] = ["academic-cap", "lock-closed", "speaker-wave"];

export function DifferentiationSection() {
  const { t } = useT();
  const cards = t("home.differentiation.cards", { returnObjects: true });
  return (
    <Section
      tone="tinted"
      heading={
        <>
          {t("home.differentiation.headingStart")}
          <span className="text-warm-700">{t("home.differentiation.headingHighlight")}</span>
        </>
      }
    >
      <CardGrid items={cards.map((card, index) => ({ ...card, icon: icons[index] }))} />
    </Section>
  );
}
