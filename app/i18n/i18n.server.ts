import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import type { Language } from "~/routing/paths";
import { serverI18nConfig } from "./translations.server";

/** Translations fixed to one language, as loaders, actions and resources use them. */
export type ServerT = TFunction<"common">;

// One i18next instance per language for the life of the process, not one per
// request: nothing changes an instance's language, so every request shares it.
// With the resources inline, a callback and no deferred start, each is ready as it is created: t works at once.
const instanceFor = (lng: Language) => createInstance({ ...serverI18nConfig, lng, initImmediate: false }, () => {});
const instances: Record<Language, I18n> = { nb: instanceFor("nb"), en: instanceFor("en") };

/** The i18next instance of a language, for the React tree rendered on the server. */
export const i18nFor = (lang: Language): I18n => instances[lang];

export const translatorFor = (lang: Language): ServerT => instances[lang].t;
