import { FeatureList, type IconName, Section } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { VoiceScreen } from "~/mockups/phone-screens";

const icons: IconName[] = ["heart", "sun", "users"];

/** What a visitor gets out of it, beside the advisor listening (the picture only from 1024 px). */
export function BenefitsSection() {
  const { t } = useT();
  const cards = t("home.benefits.cards", { returnObjects: true });
  return (
    <Section
      heading={t("home.benefits.heading")}
      intro={t("home.benefits.intro")}
      tone="tinted"
      visual={<VoiceScreen className="hidden w-72 lg:block" />}
    >
      <FeatureList warm items={cards.map((card, index) => ({ ...card, icon: icons[index] }))} />
    </Section>
  );
}
