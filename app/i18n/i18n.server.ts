import { RemixI18Next } from "remix-i18next/server";
import { defaultLanguage, languageOfPath, languages } from "~/routing/paths";
import { serverI18nConfig } from "./translations.server";

/** Server-side translations; the page's language always comes from its URL. */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLanguage,
    findLocale: async (request) => languageOfPath(new URL(request.url).pathname),
  },
  i18next: serverI18nConfig,
});
