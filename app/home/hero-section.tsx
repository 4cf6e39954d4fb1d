import { ButtonLink, ExternalButtonLink } from "~/components/ui/button-link";
import { Hero } from "~/components/ui/hero";
import { Icon } from "~/components/ui/icon";
import type { ImageVariants } from "~/components/ui/picture";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";

export const HOME_HERO_IMAGE = "/images/home/hero.png";

export function HeroSection({ signupUrl, imageVariants }: { signupUrl: string; imageVariants?: ImageVariants }) {
  const { t, lang } = useT();
  return (
    <Hero
      id="hero-heading"
      eyebrow={t("home.hero.eyebrow")}
      heading={t("home.hero.heading")}
      image={{ src: HOME_HERO_IMAGE, alt: t("home.hero.imageAlt"), variants: imageVariants, width: 560, height: 420 }}
      priority
    >
      <p className="mt-5 text-gray-700 text-lg">{t("home.hero.lead")}</p>
      <p className="mt-5 flex items-start gap-2 text-gray-800">
        <Icon name="shield-check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        {t("home.hero.privacy")}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ExternalButtonLink href={signupUrl} newTabLabel={t("home.newTab")}>
          {t("home.hero.cta")}
        </ExternalButtonLink>
        <ButtonLink href={localizedPath("product", lang)} variant="secondary">
          {t("home.hero.secondary")}
        </ButtonLink>
      </div>
      <p className="mt-6 text-gray-700 text-sm">{t("home.hero.notTherapy")}</p>
    </Hero>
  );
}
