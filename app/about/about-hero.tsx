import { Hero } from "~/components/ui/hero";
import { type ImageVariants, Picture } from "~/components/ui/picture";
import { useT } from "~/i18n/use-language";

export const ABOUT_HERO_IMAGE = "/images/about/hero.png";

export function AboutHero({ imageVariants }: { imageVariants?: ImageVariants }) {
  const { t } = useT();
  return (
    <Hero
      id="about-heading"
      heading={t("screens.about.heading")}
      visual={
        <Picture
          image={{ src: ABOUT_HERO_IMAGE, alt: t("about.heroImageAlt"), variants: imageVariants }}
          sizes="(min-width: 640px) 576px, calc(100vw - 2rem)"
          width={640}
          height={400}
          priority
          className="mx-auto h-auto w-full max-w-xl"
        />
      }
    >
      <p className="mt-5 text-gray-700 text-lg">{t("screens.about.intro")}</p>
    </Hero>
  );
}
