import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { NextStepSection } from "~/components/layout/next-step-section";
import { signupUrlFor, useSiteData } from "~/components/layout/site-data";
import { ButtonLink, CardGrid, ScreenIntro, Section, textLinkClass } from "~/components/ui/elements";
import { HelpLines } from "~/help/help-menu";
import { useT } from "~/i18n/use-language";
import { routeScreen } from "~/routing/screen-route.server";
import { pageText } from "~/seo/page-text.server";

export async function loader(args: LoaderFunctionArgs) {
  const { t } = routeScreen("youngPeople", args);
  return json({ page: pageText(t, "youngPeople"), helpLines: "youth" as const });
}

export { pageMeta as meta } from "~/seo/meta";

/**
 * For young people aged 15 to 18: what Sinnsro is and is not, what it costs, someone to tell,
 * and the help lines to call now. The page is the same for every visitor, so it ends with the
 * youth step whatever audience the browser has stored.
 */
export default function YoungPeopleScreen() {
  const { t, lang } = useT();
  const site = useSiteData();
  const signupUrl = site?.signupUrl;
  const price = site?.prices.ungdom;
  return (
    <>
      <ScreenIntro heading={t("screens.youngPeople.heading")} intro={t("screens.youngPeople.intro")} />
      <Section heading={t("youth.what.heading")} tone="tinted">
        {/* In the order of the items: the advisor, not therapy, anonymity. */}
        <CardGrid
          items={t("youth.what.items", { returnObjects: true })}
          icons={["chat-bubble-left-right", "heart", "eye-slash"]}
        />
      </Section>
      <Section heading={t("youth.cost.heading")} intro={t("youth.cost.text")}>
        {price ? <p className="mt-3 font-semibold text-brand-900 text-lg">{t("nextStep.price", { price })}</p> : null}
        {signupUrl ? (
          <div className="mt-8 flex">
            <ButtonLink href={signupUrlFor(signupUrl, lang, "ungdom")}>{t("menu.tryFree")}</ButtonLink>
          </div>
        ) : null}
      </Section>
      <Section heading={t("youth.trust.heading")} intro={t("youth.trust.text")} tone="tinted" />
      <Section heading={t("youth.help.heading")} intro={t("youth.help.intro")} tone="band">
        <HelpLines set="youth" className="mt-6 flex max-w-3xl flex-col gap-3 text-lg" />
        <p className="mt-6 max-w-3xl text-lg">
          <a href="https://www.ung.no" hrefLang="nb" className={textLinkClass}>
            ung.no
          </a>{" "}
          {t("youth.help.ungNo")}
        </p>
      </Section>
      <NextStepSection pageAudience="ungdom" />
    </>
  );
}
