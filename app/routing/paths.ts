import { type Language, type Screen, screens } from "./route-table.js";
import { collapseSlashes } from "./site-path";

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

/** A parameter as the screen sees it (Remix decodes them too); a malformed escape stays as it came. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// Static segments match regardless of letter case, as Remix's router does; the
// root loader then redirects to the table's own spelling (canonicalPath).
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
    if (segment.startsWith(":")) params[segment.slice(1)] = decodeSegment(value);
    else if (segment.toLowerCase() !== value.toLowerCase()) return null;
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

export type ScreenMatch = {
  screen: Screen;
  lang: Language;
  params: RouteParams;
  isAlias: boolean;
  /** The route-table pattern that matched. */
  pattern: string;
};

/** Which screen of the route table serves this path (the not-found screen when nothing else does). */
export function matchScreen(pathname: string): ScreenMatch {
  for (const { screen, lang, pattern, isAlias } of candidates) {
    const params = matchPattern(pattern, pathname);
    if (params) return { screen, lang, params, isAlias, pattern };
  }
  throw new Error(`The route table has no catch-all for ${pathname}`);
}

/**
 * The one spelling of a path we answer under: slashes collapsed, no trailing
 * slash, and the static segments as the route table writes them ("/EN/Why" is
 * "/en/why"). Parameter segments stay exactly as they came.
 */
export function canonicalPath(pathname: string): string {
  const collapsed = collapseSlashes(pathname);
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/$/, "") : "/";
  const pathSegments = segmentsOf(trimmed);
  const patternSegments = segmentsOf(matchScreen(trimmed).pattern);
  const spelled = pathSegments.map((segment, index) => {
    const own = patternSegments[index];
    // Past a splat the pattern has no segments left, so those stay too.
    const isStatic = own !== undefined && own !== "*" && !own.startsWith(":");
    return isStatic ? own : segment;
  });
  return `/${spelled.join("/")}`;
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
      // A value is one segment whatever it holds: "../x" must not climb, "a/b" must not split.
      return encodeURIComponent(value);
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

export function headerScreens(): Screen[] {
  return screens.filter((screen) => screen.inHeader);
}
