import type { InitOptions } from "i18next";
import { defaultLanguage, languages } from "~/routing/paths";

export const defaultNamespace = "common";

/**
 * Options shared by server and client. The resources differ: the server holds both
 * languages (translations.server.ts), the browser loads only the page's language.
 */
export const i18nConfig = {
  supportedLngs: [...languages],
  fallbackLng: defaultLanguage,
  defaultNS: defaultNamespace,
  ns: [defaultNamespace],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions;
