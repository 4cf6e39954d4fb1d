import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import type { Language } from "~/routing/paths";
import { defaultNamespace } from "./config";
import { serverI18nConfig } from "./translations.server";

/** Translations fixed to one language, as loaders, actions and resources use them. */
export type ServerT = TFunction<"common">;

// Options that only say which language and namespace to look in, as react-i18next's
// useTranslation("common", { lng }) passes them with every key.
const LOOKUP_OPTIONS = new Set(["lng", "lngs", "ns", "keyPrefix"]);
// Enough for every key and number the site uses; a cap, so that numbers that vary
// without end (a page number in a URL) can never grow the cache past it.
const MAX_MEMOIZED = 10_000;

/**
 * The cache key of a call whose result never changes for this instance, or null when the
 * call must go to i18next: a plain string key, looked up in this language and the default
 * namespace, with at most number interpolation values (a page, a rating) and
 * returnObjects. Not with a count (plurals), nor with any other option that changes
 * how the key resolves (context, defaultValue…), nor with string values, which may
 * come from visitors (a search query).
 */
function memoKey(lang: Language, key: unknown, options: unknown): string | null {
  if (typeof key !== "string") return null;
  if (options === undefined) return key;
  if (typeof options !== "object" || options === null) return null;
  let values = "";
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if (LOOKUP_OPTIONS.has(name)) {
      if (name === "lng" ? value !== lang : name === "ns" ? value !== defaultNamespace : true) return null;
    } else if (typeof value === "number" && name !== "count") {
      values += `\u0000${name}\u0000${value}`;
    } else if (name === "returnObjects" && value === true) {
      values += "\u0000returnObjects";
    } else {
      return null;
    }
  }
  return key + values;
}

/** A fresh copy of a translated list or object, as i18next itself returns for each call. */
function copyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyOf);
  if (typeof value !== "object" || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(value)) copy[name] = copyOf(entry);
  return copy;
}

/**
 * i18next resolves a key anew on every call (fallbacks, namespaces, nesting,
 * interpolation; for returnObjects once per entry of the list): the home page's
 * ~180 calls were 9-15 % of its render. A server instance never changes language
 * or resources, so a result, once resolved, stays right for the life of the
 * process. A list or object is handed out as a copy, so that whoever receives it
 * may change it, as with i18next.
 */
function memoizeTranslations(instance: I18n, lang: Language): void {
  const translate = instance.t as unknown as (...args: unknown[]) => unknown;
  const memo = new Map<string, unknown>();
  instance.t = ((key: unknown, options: unknown, ...rest: unknown[]) => {
    const memoized = rest.length === 0 ? memoKey(lang, key, options) : null;
    if (memoized === null) return translate(key, options, ...rest);
    let result = memo.get(memoized);
    if (result === undefined) {
      result = translate(key, options);
      if (memo.size < MAX_MEMOIZED) memo.set(memoized, result);
    }
    return typeof result === "object" ? copyOf(result) : result;
  }) as unknown as I18n["t"];
}

function createLanguageInstance(lang: Language): I18n {
  const instance = createInstance();
  // With the resources inline and no deferred start, init completes before it returns: t works at once.
  void instance.init({ ...serverI18nConfig, lng: lang, initImmediate: false });
  memoizeTranslations(instance, lang);
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
