import { CardGrid, type IconName, Section } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";

const icons: IconName[] = ["shield-check", "hand-raised", "academic-cap"];

export function PrinciplesSection() {
  const { t } = useT();
  const principles = t("about.principles", { returnObjects: true });
  return (
    <Section heading={t("about.principlesHeading")}>
      <CardGrid items={principles.map((principle, index) => ({ ...principle, icon: icons[index] }))} />
    </Section>
  );
}
