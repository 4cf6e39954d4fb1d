import { json } from "@remix-run/node";
import { i18nServer } from "~/i18n/i18n.server";
import type { PageText } from "./meta";

type StaticScreen =
  | "home"
  | "insights"
  | "product"
  | "vision"
  | "feedback"
  | "privacy"
  | "security"
  | "about"
  | "contact"
  | "notFound";

export async function pageText(request: Request, screen: StaticScreen): Promise<PageText> {
  const t = await i18nServer.getFixedT(request);
  return { title: t(`screens.${screen}.title`), description: t(`screens.${screen}.description`) };
}

/**
 * Loader body of a screen whose page text comes straight from the translation bundle.
 * Screens wrap it in an arrow function rather than calling a factory at module level:
 * the browser build can only drop a loader that has no top-level side effects.
 */
export async function loadStaticScreen(request: Request, screen: StaticScreen) {
  return json({ page: await pageText(request, screen) });
}
