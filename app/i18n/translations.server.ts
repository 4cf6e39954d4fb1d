import { hash } from "node:crypto";
import type { InitOptions } from "i18next";
import type { Language } from "~/routing/paths";
import { i18nConfig } from "./config";
import en from "./en.json";
import nb from "./nb.json";

/** The server renders any page in either language, so both bundles ship with the server build. */
export const serverI18nConfig = {
  ...i18nConfig,
  resources: { nb: { common: nb }, en: { common: en } },
} satisfies InitOptions;

export const translationsFor = (lang: Language) => serverI18nConfig.resources[lang].common;

/** Each language's bundle as the browser gets it, serialized once rather than per request. */
export const translationsJson: Record<Language, string> = { nb: JSON.stringify(nb), en: JSON.stringify(en) };

/** Changes whenever any translation does: part of the URL the browser caches them under. */
export const translationsVersion = hash("sha256", translationsJson.nb + translationsJson.en).slice(0, 12);
