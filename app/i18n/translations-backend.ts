import type { BackendModule, i18n as I18n } from "i18next";
import { isLanguage } from "~/routing/paths";
import { TRANSLATIONS_PRELOAD_ID, translationsUrl } from "./translations-url";

/** The version the server put into the page's preload link (root.tsx). */
export function translationsVersionOfPage(): string {
  const preload = document.getElementById(TRANSLATIONS_PRELOAD_ID);
  return preload instanceof HTMLLinkElement ? (new URL(preload.href).searchParams.get("v") ?? "") : "";
}

/**
 * The browser fetches translations as JSON, its own language only: the page's bundle is
 * preloaded by the head, the other one loads when the visitor heads for it (language switcher).
 */
export function translationsBackend(version: string): BackendModule {
  async function fetchTranslations(language: string) {
    if (!isLanguage(language)) throw new Error(`no translations for "${language}"`);
    const response = await fetch(translationsUrl(language, version));
    if (!response.ok) throw new Error(`translations ${language}: HTTP ${response.status}`);
    return response.json();
  }
  return {
    type: "backend",
    init() {},
    read(language, _namespace, callback) {
      fetchTranslations(language).then(
        (resources) => callback(null, resources),
        (error: Error) => callback(error, false),
      );
    },
  };
}

const loading = new Map<string, Promise<void>>();

/**
 * Resolves once a language's translations are in. i18next answers a second
 * `loadLanguages` for a language still on its way at once, so every caller
 * shares the first request's promise.
 */
export function loadTranslations(i18n: I18n, language: string): Promise<void> {
  const pending = loading.get(language) ?? i18n.loadLanguages(language);
  loading.set(language, pending);
  return pending;
}
