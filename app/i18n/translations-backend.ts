import resourcesToBackend from "i18next-resources-to-backend";

/**
 * In the browser each language is its own chunk, so a page downloads the bundle of its
 * own language only; the other one loads when the visitor heads for it (language switcher).
 */
export const translationsBackend = resourcesToBackend((language: string) =>
  language === "en" ? import("./en.json") : import("./nb.json"),
);
