import { CardGrid, CheckList, Section } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";

/** What HR sees (aggregates only, only when enough are active) and how the effect is measured. */
export function MeasurementSection() {
  const { t } = useT();
  return (
    <Section heading={t("business.measureHeading")} intro={t("business.measureIntro")}>
      <CardGrid items={t("business.measures", { returnObjects: true })} />
      <div className="mt-12 max-w-3xl">
        <CheckList
          heading={t("business.hrHeading")}
          items={t("business.hr", { returnObjects: true })}
          icon="eye-slash"
        />
      </div>
    </Section>
  );
}
