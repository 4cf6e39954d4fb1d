import { FeatureList, type IconName, Section } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";

const icons: IconName[] = ["clock", "adjustments-horizontal", "academic-cap"];

/** A statement with three points in a row. */
export function NewEraSection() {
  const { t } = useT();
  const items = t("home.newEra.items", { returnObjects: true });
  return (
    <Section heading={t("home.newEra.heading")} intro={t("home.newEra.intro")}>
      <FeatureList row items={items.map((item, index) => ({ ...item, icon: icons[index] }))} />
    </Section>
  );
}
