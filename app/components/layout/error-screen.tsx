import { textLinkClass } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";
import { ScreenIntro } from "./screen-intro";

export default function ErrorScreen() {
  const { t, lang } = useT();
  return (
    <ScreenIntro heading={t("error.heading")} intro={t("error.text")}>
      <p className="mt-8">
        {/* A full page load: the app state may be what broke. */}
        <a href={localizedPath("home", lang)} className={textLinkClass}>
          {t("error.backHome")}
        </a>
      </p>
    </ScreenIntro>
  );
}
