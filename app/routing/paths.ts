import { type Language, type Screen, screens } from "./route-table.js";

export type { Language, Screen };
export type RouteParams = Record<string, string>;

export const languages: readonly Language[] = ["nb", "en"];
export const defaultLanguage: Language = "nb";

export function isLanguage(value: unknown): value is Language {
  return value === "nb" || value === "en";
}

/** The URL decides a page's language: the /en prefix is English, everything else Norwegian. */
export function languageOfPath(pathname: string): Language {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "nb";
}

function segmentsOf(path: string): string[] {
  return path.split("/").filter(Boolean);
}

function matchPattern(pattern: string, pathname: string): RouteParams | null {
  const patternSegments = segmentsOf(pattern);
  const pathSegments = segmentsOf(pathname);
  const params: RouteParams = {};
  for (const [index, segment] of patternSegments.entries()) {
    if (segment === "*") {
      params["*"] = pathSegments.slice(index).join("/");
      return params;
    }
    const value = pathSegments[index];
    if (value === undefined) return null;
    if (segment.startsWith(":")) params[segment.slice(1)] = value;
    else if (segment !== value) return null;
  }
  return patternSegments.length === pathSegments.length ? params : null;
}

/** Static segments outrank parameters, which outrank a splat, as in Remix's own ranking. */
function specificity(pattern: string): number {
  return segmentsOf(pattern).reduce((score, segment) => {
    if (segment === "*") return score;
    return score + (segment.startsWith(":") ? 2 : 3);
  }, 1);
}

type Candidate = { screen: Screen; lang: Language; pattern: string; isAlias: boolean };

const candidates: Candidate[] = screens
  .flatMap((screen) => [
    { screen, lang: "nb" as const, pattern: screen.paths.nb, isAlias: false },
    { screen, lang: "en" as const, pattern: screen.paths.en, isAlias: false },
    ...(screen.aliases ?? []).map((pattern) => ({ screen, lang: "nb" as const, pattern, isAlias: true })),
  ])
  .sort((a, b) => specificity(b.pattern) - specificity(a.pattern));

export type ScreenMatch = { screen: Screen; lang: Language; params: RouteParams; isAlias: boolean };

/** Which screen of the route table serves this path (the not-found screen when nothing else does). */
export function matchScreen(pathname: string): ScreenMatch {
  for (const candidate of candidates) {
    const params = matchPattern(candidate.pattern, pathname);
    if (params) return { screen: candidate.screen, lang: candidate.lang, params, isAlias: candidate.isAlias };
  }
  throw new Error(`The route table has no catch-all for ${pathname}`);
}

export function screenById(id: string): Screen {
  const screen = screens.find((candidate) => candidate.id === id);
  if (!screen) throw new Error(`Unknown screen ${id}`);
  return screen;
}

/** The canonical path of a screen in a language, with its parameters filled in. */
export function localizedPath(screenId: string, lang: Language, params: RouteParams = {}): string {
  const pattern = screenById(screenId).paths[lang];
  const filled = segmentsOf(pattern).map((segment) => {
    if (segment === "*") return params["*"] ?? "";
    if (segment.startsWith(":")) {
      const value = params[segment.slice(1)];
      if (value === undefined) throw new Error(`Missing ${segment} for ${screenId}`);
      return value;
    }
    return segment;
  });
  return `/${filled.filter(Boolean).join("/")}`;
}

/** The same page in the other language. Unknown paths just gain or lose the /en prefix. */
export function counterpartPath(pathname: string, target: Language): string {
  const match = matchScreen(pathname);
  if (match.screen.id !== "notFound") return localizedPath(match.screen.id, target, match.params);
  const nbPath = match.lang === "en" ? pathname.replace(/^\/en(?=\/|$)/, "") || "/" : pathname;
  return target === "en" ? (nbPath === "/" ? "/en" : `/en${nbPath}`) : nbPath;
}

export function menuScreens(): Screen[] {
  return screens.filter((screen) => screen.inMenu);
}
