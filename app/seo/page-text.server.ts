import { i18nServer } from "~/i18n/i18n.server";
import type { PageText } from "./meta";

type StaticScreen =
  | "home"
  | "insights"
  | "product"
  | "business"
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
