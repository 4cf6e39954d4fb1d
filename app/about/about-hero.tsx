import { useT } from "~/i18n/use-language";

export function AboutHero() {
  const { t } = useT();
  return (
    <section aria-labelledby="about-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          <h1 id="about-heading" className="font-bold text-4xl text-brand-800 tracking-tight sm:text-5xl">
            {t("screens.about.heading")}
          </h1>
          <p className="mt-5 text-gray-700 text-lg">{t("screens.about.intro")}</p>
        </div>
        <img
          src="/images/about/hero.svg"
          alt={t("about.heroImageAlt")}
          width={640}
          height={400}
          className="mx-auto h-auto w-full max-w-xl"
        />
      </div>
    </section>
  );
}
