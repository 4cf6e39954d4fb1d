import type { InitOptions } from "i18next";
import { defaultLanguage, languages } from "~/routing/paths";
import en from "./en.json";
import nb from "./nb.json";

export const defaultNamespace = "common";

/** Shared by server and client: the bundles ship with the build, nothing is fetched. */
export const i18nConfig = {
  supportedLngs: [...languages],
  fallbackLng: defaultLanguage,
  defaultNS: defaultNamespace,
  ns: [defaultNamespace],
  resources: { nb: { common: nb }, en: { common: en } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions;
