import {
  ArrowTrendingUpIcon,
  BoltIcon,
  CheckCircleIcon,
  EyeSlashIcon,
  ShieldCheckIcon,
  Squares2X2Icon,
} from "@heroicons/react/24/outline";
import type { ComponentType, SVGProps } from "react";
import { ButtonLink } from "~/components/ui/button-link";
import { CardGrid } from "~/components/ui/card-grid";
import { Section } from "~/components/ui/section";
import { contactHref } from "~/contact/contact-link";
import { useT } from "~/i18n/use-language";

const cardIcons = [ArrowTrendingUpIcon, Squares2X2Icon, EyeSlashIcon, BoltIcon];

function CheckList({
  heading,
  items,
  icon: Icon,
}: {
  heading: string;
  items: readonly string[];
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}) {
  return (
    <div>
      <h3 className="font-semibold text-brand-800 text-xl">{heading}</h3>
      <ul className="mt-4 flex flex-col gap-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 text-gray-800">
            <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

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
          icon={CheckCircleIcon}
        />
        <CheckList
          heading={t("vision.business.securityHeading")}
          items={t("vision.business.security", { returnObjects: true })}
          icon={ShieldCheckIcon}
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
