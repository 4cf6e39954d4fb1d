import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";
import { ScreenIntro } from "./screen-intro";

export function NotFoundScreen() {
  const { t, lang } = useT();
  return (
    <ScreenIntro eyebrow={t("notFound.code")} heading={t("notFound.heading")} intro={t("notFound.text")}>
      <p className="mt-8">
        <Link to={localizedPath("home", lang)} className="font-semibold text-brand-700 underline underline-offset-4">
          {t("notFound.backHome")}
        </Link>
      </p>
    </ScreenIntro>
  );
}
