import { Hero } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { ConversationScreen, InsightsScreen } from "~/mockups/phone-screens";

/** The product page's opening: two of the app's screens, overlapping (one on phones). */
export function ProductHero() {
  const { t } = useT();
  return (
    <Hero
      id="product-heading"
      heading={t("screens.product.heading")}
      visual={
        <div className="relative mx-auto flex w-full max-w-md justify-center pt-2 lg:py-6">
          <span aria-hidden="true" className="absolute top-4 left-4 size-48 rounded-full bg-sage-300" />
          <InsightsScreen className="relative hidden w-60 -rotate-3 sm:block" />
          <ConversationScreen
            className="relative w-60 max-sm:max-w-[15.5rem] sm:-ml-16 sm:mt-16 sm:rotate-2"
            cropOnPhone
          />
        </div>
      }
    >
      <p className="mt-5 text-gray-700 text-lg">{t("screens.product.intro")}</p>
    </Hero>
  );
}
