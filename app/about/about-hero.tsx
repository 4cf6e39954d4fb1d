import { Hero } from "~/components/ui/hero";
import { useT } from "~/i18n/use-language";

export function AboutHero() {
  const { t } = useT();
  return (
    <Hero
      id="about-heading"
      heading={t("screens.about.heading")}
      image={{ src: "/images/about/hero.svg", alt: t("about.heroImageAlt"), width: 640, height: 400 }}
      priority
    >
      <p className="mt-5 text-gray-700 text-lg">{t("screens.about.intro")}</p>
    </Hero>
  );
}
