import type { ServerT } from "~/i18n/i18n.server";
import type nb from "~/i18n/nb.json";
import type { ScreenId } from "~/routing/paths";
import type { PageText } from "./meta";

type ScreenTexts = (typeof nb)["screens"];

/** The screens whose title and description are fixed texts (`screens.<id>.title`, `.description`). */
type TextScreen = ScreenId &
  {
    [Id in keyof ScreenTexts]: ScreenTexts[Id] extends { title: string; description: string } ? Id : never;
  }[keyof ScreenTexts];

export function pageText(t: ServerT, screen: TextScreen): PageText {
  return { title: t(`screens.${screen}.title`), description: t(`screens.${screen}.description`) };
}
