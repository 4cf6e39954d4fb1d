import type { Language } from "~/routing/paths";
import { translationPaths } from "~/routing/route-table.js";

/** The id of the head's preload link, which also tells the browser the current version. */
export const TRANSLATIONS_PRELOAD_ID = "translations";

/** A language's translations; the version changes with their text, so a fetched copy can be kept for good. */
export function translationsUrl(lang: Language, version: string): string {
  return `${translationPaths[lang]}?v=${encodeURIComponent(version)}`;
}
