import { AcademicCapIcon, HandRaisedIcon, ShieldCheckIcon } from "@heroicons/react/24/outline";
import { CardGrid } from "~/components/ui/card-grid";
import { Section } from "~/components/ui/section";
import { useT } from "~/i18n/use-language";

const icons = [ShieldCheckIcon, HandRaisedIcon, AcademicCapIcon];

export function PrinciplesSection() {
  const { t } = useT();
  const principles = t("about.principles", { returnObjects: true });
  return (
    <Section heading={t("about.principlesHeading")}>
      <CardGrid items={principles.map((principle, index) => ({ ...principle, icon: icons[index] }))} />
    </Section>
  );
}
