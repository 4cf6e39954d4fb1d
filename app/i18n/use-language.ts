import { type Params, useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { defaultLanguage, type ScreenRoute, screenOfRoute } from "~/routing/paths";

/** The screen, language and parameters of the route Remix matched for this page (its deepest route). */
export function useScreenRoute(): ScreenRoute & { params: Params } {
  const leaf = useMatches().at(-1);
  // Every page URL matches a screen of the table (unknown ones the not-found screen).
  const route = screenOfRoute(leaf?.id) ?? { screen: "notFound", lang: defaultLanguage };
  return { ...route, params: leaf?.params ?? {} };
}

/** Translations fixed to the language of the current page. */
export function useT() {
  const lng = useScreenRoute().lang;
  return { ...useTranslation("common", { lng }), lang: lng };
}
