import { generatePath, type Params } from "@remix-run/router";
import { type Language, screens } from "./route-table.js";
import { decodedPath, tidyPath } from "./site-path";

export type { Language };

export const languages = ["nb", "en"] as const satisfies readonly Language[];
export const defaultLanguage: Language = "nb";

export const isLanguage = (value: unknown): value is Language => value === "nb" || value === "en";

/** The /en prefix in any letter case (Remix matches it so), as the whole first segment. */
const ENGLISH_PREFIX = /^\/en(?=\/|$)/i;

/**
 * The URL decides a page's language: the /en prefix is English, everything
 * else Norwegian, read as the router reads a path ("//EN/x" and "/%65n/x" are
 * English). The route table gives every English path, and only those, that
 * prefix (tests/unit/paths.test.ts holds it to that).
 */
export const languageOfPath = (pathname: string): Language =>
  ENGLISH_PREFIX.test(tidyPath(decodedPath(pathname))) ? "en" : "nb";

type TableScreen = (typeof screens)[number];
export type ScreenId = TableScreen["id"];
type ScreenOf<S extends ScreenId> = Extract<TableScreen, { id: S }>;

/** The parameters of a screen's paths, by name (both languages take the same ones). */
type ParamName<S extends ScreenId> = keyof NonNullable<Parameters<typeof generatePath<ScreenOf<S>["paths"]["nb"]>>[1]>;
export type ScreenParams<S extends ScreenId> = { [Name in ParamName<S>]: string };
/** A screen without parameters takes none; one with parameters needs every one of them. */
type ParamsArgument<S extends ScreenId> = [ParamName<S>] extends [never] ? [] : [params: ScreenParams<S>];

const screensById = Object.fromEntries(screens.map((screen) => [screen.id, screen])) as Record<ScreenId, TableScreen>;

/** A screen's paths as the route table writes them: its own path in a language, and its extra nb paths. */
export function screenPatterns(screen: ScreenId, lang: Language): readonly string[] {
  const entry = screensById[screen];
  return [entry.paths[lang], ...(lang === "nb" && "aliases" in entry ? entry.aliases : [])];
}

/**
 * A route-table path with parameters as Remix matched them filled in. A
 * parameter is one segment whatever it holds ("../x" must not climb, "a/b"
 * must not split); the splat keeps its slashes.
 */
export function fillPattern(pattern: string, params: Params): string {
  const encoded = Object.entries(params).map(([name, value = ""]) => [
    name,
    name === "*" ? value : encodeURIComponent(value),
  ]);
  return generatePath(pattern, Object.fromEntries(encoded));
}

/** A screen's canonical path in a language, from parameters as Remix matched them. */
export function pathInLanguage(screen: ScreenId, lang: Language, params: Params): string {
  return fillPattern(screensById[screen].paths[lang], params);
}

/** The canonical path of a screen in a language, with its parameters filled in. */
export function localizedPath<S extends ScreenId>(screen: S, lang: Language, ...[params]: ParamsArgument<S>): string {
  return pathInLanguage(screen, lang, params ?? {});
}

export type ScreenRoute = { screen: ScreenId; lang: Language };

/**
 * The same page in another language: the matched screen's path there, with
 * its parameters. An unknown path (the not-found screen) just gains or loses
 * the /en prefix, spelled exactly as it came, so that it stays one path of
 * this site whatever escapes it holds.
 */
export function counterpartPath(route: ScreenRoute, params: Params, pathname: string, target: Language): string {
  if (route.screen !== "notFound") return pathInLanguage(route.screen, target, params);
  const nbPath = route.lang === "en" ? pathname.replace(ENGLISH_PREFIX, "") || "/" : pathname;
  if (target === "nb") return nbPath;
  return nbPath === "/" ? "/en" : `/en${nbPath}`;
}

/** The screen and language of a Remix route id (`article.en`, `insights.nb.0`); null for routes outside the table. */
export function screenOfRoute(id: string | undefined): ScreenRoute | null {
  const [screenId = "", lang] = id?.split(".") ?? [];
  return Object.hasOwn(screensById, screenId) && isLanguage(lang) ? { screen: screenId as ScreenId, lang } : null;
}

/** The main menu and the footer, in the table's order. */
export const menuScreens = screens.filter((screen) => "inMenu" in screen);

/** The main menu's groups, in its order (each screen's `inMenu`). */
export const menuGroups = ["offer", "about", "safety"] as const;

/** The links the header shows itself on wide screens. */
export const headerScreens = screens.filter((screen) => "inHeader" in screen);

type ContentScreen = Extract<TableScreen, { content: string }>;
export type ContentScreenId = ContentScreen["id"];
/** The name of an editable content file (`content/<name>[.<lang>].{html,md}`), never taken from a URL. */
export type ContentSlug = ContentScreen["content"];

export function contentSlugOf(screen: ContentScreenId): ContentSlug {
  return (screensById[screen] as ContentScreen).content;
}
