import { z } from "zod";
import { cachedContent, parseContentJson, readOptional } from "~/content/content-files.server";
import nb from "~/i18n/nb.json";
import type { Language } from "~/routing/paths";

const { stats, rating } = nb.home.socialProof;

/** A figure's name with plain spaces (the page has a non-breaking one before %, hard to type in a file). */
const plainSpaces = (figure: string) => figure.replace(/\s/g, " ");

/** The home page's figures, named as the Norwegian page shows them: the statistics, then the average rating. */
const FIGURES = [...stats.map((stat) => stat.value), rating].map(plainSpaces);

/** content/figures.json (optional; docs/content.md): per figure, its source (who asked how many, when) in each language. */
const FigureSourcesSchema = z.record(z.object({ nb: z.string().trim().min(1), en: z.string().trim().min(1) }));
type FigureSources = z.infer<typeof FigureSourcesSchema>;

/** The sources in a figures file; none when it is not valid (the server says so, and the page shows no source lines). */
export function parseFigureSources(text: string): FigureSources {
  const sources = Object.entries(parseContentJson(text, FigureSourcesSchema, "content.figures_invalid") ?? {});
  return Object.fromEntries(sources.map(([figure, source]) => [plainSpaces(figure), source]));
}

/** The configured content directory's figures file; no file, no sources. */
const loadFigureSources = () =>
  cachedContent("figures.json", async (read) => {
    const text = await readOptional(read, "figures.json");
    return text === null ? {} : parseFigureSources(text);
  });

/** Each figure's source line in `lang`, in FIGURES' order (null: none). */
export async function figureSourceLines(lang: Language): Promise<(string | null)[]> {
  const sources = await loadFigureSources();
  return FIGURES.map((figure) => sources[figure]?.[lang] ?? null);
}

/** The figures the launch check lists: those without a source. */
export async function unsourcedFigures(): Promise<string[]> {
  const sources = await loadFigureSources();
  return FIGURES.filter((figure) => !sources[figure]);
}
