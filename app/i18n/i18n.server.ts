import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import type { Language } from "~/routing/paths";
import { serverI18nConfig } from "./translations.server";

/** Translations fixed to one language, as loaders, actions and resources use them. */
export type ServerT = TFunction<"common">;

function createLanguageInstance(lang: Language): I18n {
  const instance = createInstance();
  // With the resources inline and no deferred start, init completes before it returns: t works at once.
  void instance.init({ ...serverI18nConfig, lng: lang, initImmediate: false });
  return instance;
}

// One i18next instance per language for the life of the process, not one per
// request: nothing changes an instance's language, so every request shares it.
const instances: Record<Language, I18n> = { nb: createLanguageInstance("nb"), en: createLanguageInstance("en") };

/** The i18next instance of a language, for the React tree rendered on the server. */
export function i18nFor(lang: Language): I18n {
  return instances[lang];
}

export function translatorFor(lang: Language): ServerT {
  return instances[lang].t;
}
