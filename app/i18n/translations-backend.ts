import type { i18n as I18n } from "i18next";
import { isLanguage } from "~/routing/paths";
import { defaultNamespace } from "./config";
import { TRANSLATIONS_PRELOAD_ID, translationsUrl } from "./translations-url";

/** The version the server put into the page's preload link (root.tsx). */
function translationsVersionOfPage(): string {
  const preload = document.getElementById(TRANSLATIONS_PRELOAD_ID);
  return preload instanceof HTMLLinkElement ? (new URL(preload.href).searchParams.get("v") ?? "") : "";
}

/** Adds a language's translations, fetched as JSON; one that fails stays missing (hasResourceBundle says so). */
async function fetchTranslations(i18n: I18n, language: string): Promise<void> {
  if (!isLanguage(language)) return;
  try {
    const response = await fetch(translationsUrl(language, translationsVersionOfPage()));
    if (response.ok) i18n.addResourceBundle(language, defaultNamespace, await response.json());
  } catch {
    // Left missing: the caller falls back to a page load.
  }
}

const loading = new Map<string, Promise<void>>();

/**
 * Resolves once a language's translations are in, or failed to come. The browser holds its own
 * language only: the page's bundle is preloaded by the head, the other one loads when the visitor
 * heads for it (language switcher). Every caller shares the first request.
 */
export function loadTranslations(i18n: I18n, language: string): Promise<void> {
  const pending = loading.get(language) ?? fetchTranslations(i18n, language);
  loading.set(language, pending);
  return pending;
}
