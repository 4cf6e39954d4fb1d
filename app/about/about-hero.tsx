import { Hero } from "~/components/ui/elements";
import { highFetchPriority } from "~/components/ui/picture";
import { useT } from "~/i18n/use-language";

export function AboutHero() {
  const { t } = useT();
  return (
    <Hero
      id="about-heading"
      heading={t("screens.about.heading")}
      visual={
        // An SVG is crisp at every width, so it needs no responsive variants. It is the first
        // picture on the page: fetched at once; width and height keep its place while it loads.
        <img
          src="/images/about/hero.svg"
          alt={t("about.heroImageAlt")}
          width={640}
          height={400}
          {...highFetchPriority(true)}
          className="mx-auto h-auto w-full max-w-xl"
        />
      }
    >
      <p className="mt-5 text-gray-700 text-lg">{t("screens.about.intro")}</p>
    </Hero>
  );
}
