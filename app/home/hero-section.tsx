import { useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";
import { type Audience, audiences } from "~/audience/audience";
import { useAudience } from "~/audience/use-audience";
import { useSiteData } from "~/components/layout/site-data";
import { ButtonLink, buttonClass, Hero, Icon, type IconName, WithPhoneLinks } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { AppScreen } from "~/mockups/phone-screens";
import { type Language, localizedPath } from "~/routing/paths";

/** Tells the home page's action that the choice came from the hero, so it leads on to the audience's place. */
export const FROM_FIELD = "from";
export const FROM_HERO = "hero";

/** Where the hero leads a workplace (the business page's demo form) and young people (their page). */
export const heroDestination = (audience: Exclude<Audience, "personlig">, lang: Language) =>
  audience === "bedrift" ? `${localizedPath("business", lang)}#demo` : localizedPath("youngPeople", lang);

const audienceIcons: Record<Audience, IconName> = {
  personlig: "user",
  bedrift: "building-office",
  ungdom: "academic-cap",
};

// The product itself beside the promise: a conversation with the advisor, on soft shapes.
const heroVisual = (
  <div className="relative mx-auto w-full max-w-sm pt-4 lg:py-4">
    <span aria-hidden="true" className="absolute top-0 right-0 size-44 rounded-full bg-warm-200 sm:size-56" />
    <span
      aria-hidden="true"
      className="absolute bottom-10 left-0 size-32 rounded-full bg-sage-300 max-sm:hidden sm:size-40"
    />
    <AppScreen screen="conversation" className="relative max-sm:max-w-[15.5rem]" cropOnPhone />
  </div>
);

export function HeroSection() {
  const { t, lang } = useT();
  const signupUrl = useSiteData()?.signupUrl;
  const [, chooseAudience] = useAudience();
  const navigate = useNavigate();
  // An individual goes straight to the sign-up site. The others go to their place: with JavaScript
  // the browser stores the choice and navigates; without, the form posts, and the server stores it
  // and answers with that place (post/redirect/get).
  const choose = (event: MouseEvent, audience: Exclude<Audience, "personlig">) => {
    event.preventDefault();
    chooseAudience(audience);
    navigate(heroDestination(audience, lang));
  };
  const choice = (audience: Audience) => (
    <>
      <Icon name={audienceIcons[audience]} className="size-6 shrink-0 text-brand-700" />
      {/* Label and line side by side when they fit, so the three choices stay short on phones. */}
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold text-brand-800">{t(`home.audience.options.${audience}.label`)}</span>
        <span className="text-gray-700 text-sm">{t(`home.hero.audiences.${audience}`)}</span>
      </span>
    </>
  );
  return (
    <Hero
      id="hero-heading"
      eyebrow={t("home.hero.eyebrow")}
      heading={t("home.hero.heading")}
      intro={t("home.hero.lead")}
      visual={heroVisual}
    >
      <form method="post" className="mt-6" aria-labelledby="hero-audiences">
        <input type="hidden" name={FROM_FIELD} value={FROM_HERO} />
        <p id="hero-audiences" className="font-semibold text-brand-800">
          {t("home.hero.audiences.prompt")}
        </p>
        {/* Side by side while the hero is one wide column (640–1023 px); stacked beside the picture. */}
        <div className="mt-2 grid gap-2 sm:grid-cols-3 lg:grid-cols-1">
          {audiences.map((audience) =>
            audience === "personlig" ? (
              signupUrl ? (
                <ButtonLink key={audience} href={signupUrl} variant="choice">
                  {choice(audience)}
                </ButtonLink>
              ) : null
            ) : (
              <button
                key={audience}
                type="submit"
                name="audience"
                value={audience}
                onClick={(event) => choose(event, audience)}
                className={buttonClass("choice")}
              >
                {choice(audience)}
              </button>
            ),
          )}
        </div>
      </form>
      {/* Sign-up is the individual's choice above, and the tools follow right below the hero: no buttons for them. */}
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
