import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { type Language, languageOfPath } from "~/routing/paths";

export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** Translations fixed to the language of the current URL. */
export function useT() {
  const lng = useLanguage();
  return { ...useTranslation("common", { lng }), lang: lng };
}
