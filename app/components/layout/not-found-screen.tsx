import { BackLink } from "~/components/ui/back-link";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";
import { ScreenIntro } from "./screen-intro";

export function NotFoundScreen() {
  const { t, lang } = useT();
  return (
    <ScreenIntro eyebrow={t("notFound.code")} heading={t("notFound.heading")} intro={t("notFound.text")}>
      <BackLink to={localizedPath("home", lang)} className="mt-8">
        {t("notFound.backHome")}
      </BackLink>
    </ScreenIntro>
  );
}
