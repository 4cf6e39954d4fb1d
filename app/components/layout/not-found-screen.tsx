import { Link } from "@remix-run/react";
import { textLinkClass } from "~/components/ui/styles";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";
import { ScreenIntro } from "./screen-intro";

export function NotFoundScreen() {
  const { t, lang } = useT();
  return (
    <ScreenIntro eyebrow={t("notFound.code")} heading={t("notFound.heading")} intro={t("notFound.text")}>
      <p className="mt-8">
        <Link to={localizedPath("home", lang)} className={textLinkClass}>
          {t("notFound.backHome")}
        </Link>
      </p>
    </ScreenIntro>
  );
}
