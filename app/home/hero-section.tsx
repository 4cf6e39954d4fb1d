import { ShieldCheckIcon } from "@heroicons/react/24/outline";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/button-link";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";

export function HeroSection({ signupUrl }: { signupUrl: string }) {
  const { t, lang } = useT();
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="font-semibold text-brand-700">{t("home.hero.eyebrow")}</p>
          <h1 id="hero-heading" className="mt-2 font-bold text-4xl text-brand-800 tracking-tight sm:text-5xl">
            {t("home.hero.heading")}
          </h1>
          <p className="mt-5 text-gray-700 text-lg">{t("home.hero.lead")}</p>
          <p className="mt-5 flex items-start gap-2 text-gray-800">
            <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
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
        </div>
        <img
          src="/images/home/hero.svg"
          alt={t("home.hero.imageAlt")}
          width={560}
          height={420}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-xl"
        />
      </div>
    </section>
  );
}
