import type { ReactNode } from "react";
import { CardGrid, CheckList, Section } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";

type Props = {
  id?: string;
  actions?: ReactNode;
  /** The business page states the pilot's figures in its facts band, so it leaves out the benefits list that repeats them. */
  withoutBenefits?: boolean;
};

/**
 * The business offer: four cards (return on investment, scalable, anonymous,
 * fast implementation) and the benefit and privacy lists. On the vision page
 * for visitors who chose the business audience, and on the business page.
 * The cards carry no pilot figures: the benefits list (or the business page's facts band) says them.
 */
export function BusinessOfferSection({ id, actions, withoutBenefits }: Props) {
  const { t } = useT();
  return (
    <Section id={id} tone="tinted" heading={t("vision.business.heading")} intro={t("vision.business.intro")}>
      <CardGrid
        items={t("vision.business.cards", { returnObjects: true })}
        icons={["arrow-trending-up", "squares-2x2", "eye-slash", "bolt"]}
        columns={2}
      />
      <div className="mt-12 grid gap-10 md:grid-cols-2">
        {withoutBenefits ? null : (
          <CheckList
            heading={t("vision.business.benefitsHeading")}
            items={t("vision.business.benefits", { returnObjects: true })}
          />
        )}
        <CheckList
          heading={t("vision.business.securityHeading")}
          items={t("vision.business.security", { returnObjects: true })}
          icon="shield-check"
        />
      </div>
      {actions ? <div className="mt-10 flex flex-wrap gap-3">{actions}</div> : null}
    </Section>
  );
}
