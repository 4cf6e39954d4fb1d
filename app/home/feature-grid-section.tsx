import { Link } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button-link";
import { CardGrid } from "~/components/ui/card-grid";
import type { IconName } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { textLinkClass } from "~/components/ui/styles";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";

/** The product page's section ids (spec §2); each card links to its section. */
export const productFeatures = [
  { anchor: "dagbok", icon: "book-open" },
  { anchor: "mental-trening", icon: "puzzle-piece" },
  { anchor: "mindfulness", icon: "sparkles" },
  { anchor: "ai-veileder", icon: "chat-bubble-left-right" },
  { anchor: "podcast", icon: "microphone" },
  { anchor: "innsikt", icon: "chart-bar" },
] as const satisfies readonly { anchor: string; icon: IconName }[];

export function FeatureGridSection() {
  const { t, lang } = useT();
  const productPath = localizedPath("product", lang);
  const items = productFeatures.map(({ anchor, icon }) => {
    const title = t(`home.features.cards.${anchor}.title`);
    return {
      id: anchor,
      icon,
      title,
      text: t(`home.features.cards.${anchor}.text`),
      footer: (
        <Link prefetch="intent" to={`${productPath}#${anchor}`} className={`mt-4 ${textLinkClass}`}>
          {title}
          <span aria-hidden="true"> →</span>
        </Link>
      ),
    };
  });
  return (
    <Section id="features" heading={t("home.features.heading")} intro={t("home.features.intro")}>
      <CardGrid items={items} />
      <div className="mt-10">
        <ButtonLink href={productPath} variant="secondary">
          {t("home.features.seeAll")}
        </ButtonLink>
      </div>
    </Section>
  );
}
