import { Link } from "@remix-run/react";
import { useSiteData } from "~/components/layout/site-data";
import { ButtonLink, Hero, Icon, textLinkClass } from "~/components/ui/elements";
import { WithPhoneLinks } from "~/help/help-menu";
import { useT } from "~/i18n/use-language";
import { AppScreen } from "~/mockups/phone-screens";
import { localizedPath } from "~/routing/paths";

// The product itself beside the promise: a conversation with the advisor, on soft shapes.
const heroVisual = (
  <div className="relative mx-auto w-full max-w-sm pt-4 lg:py-4">
    <span aria-hidden="true" className="absolute top-0 right-0 size-44 rounded-full bg-warm-200 sm:size-56" />
    <span
      aria-hidden="true"
      className="absolute bottom-10 left-0 size-32 rounded-full bg-sage-300 max-sm:hidden sm:size-40"
    />
    <AppScreen screen="conversation" className="relative max-sm:max-w-[15.5rem]" cropOnPhone priority />
  </div>
);

/**
 * The spec's hero: the promise, the sign-up for an individual, and the privacy line. The audience is chosen
 * in one place, the selector further down; workplaces and young people get plain links to their own pages.
 */
export function HeroSection() {
  const { t, lang } = useT();
  const signupUrl = useSiteData()?.signupUrl;
  const others = [
    ["business", t("home.hero.forBusiness")],
    ["youngPeople", t("home.hero.forYoungPeople")],
  ] as const;
  return (
    <Hero
      eyebrow={t("home.hero.eyebrow")}
      heading={t("home.hero.heading")}
      intro={t("home.hero.lead")}
      visual={heroVisual}
    >
      {signupUrl ? (
        <div className="mt-6">
          <ButtonLink href={signupUrl}>{t("menu.tryFree")}</ButtonLink>
        </div>
      ) : null}
      <ul className="mt-5 flex flex-col gap-2">
        {others.map(([page, label]) => (
          <li key={page}>
            <Link prefetch="intent" to={localizedPath(page, lang)} className={textLinkClass}>
              {label}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex items-start gap-2 text-gray-800">
        <Icon name="shield-check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        {t("home.hero.privacy")}
      </p>
      <p className="mt-4 text-gray-700 text-sm">
        <WithPhoneLinks text={t("home.hero.notTherapy")} />
      </p>
    </Hero>
  );
}
