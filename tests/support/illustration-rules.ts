import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The tokens docs/design.md ("Illustration") allows in a picture; their values come from app/tailwind.css. */
const ILLUSTRATION_TOKENS = `brand-100 brand-200 brand-300 brand-600 brand-700 brand-800 warm-100 warm-200 warm-300
  warm-400 sage-100 sage-300 sage-500 sand`.split(/\s+/);

function illustrationPalette(): Set<string> {
  const css = readFileSync("app/tailwind.css", "utf8");
  const values = ILLUSTRATION_TOKENS.map((token) => {
    const value = css.match(new RegExp(`--color-${token}:\\s*(#[0-9a-f]{6});`, "i"))?.[1];
    if (!value) throw new Error(`no --color-${token} in app/tailwind.css`);
    return value.toLowerCase();
  });
  return new Set([...values, "#ffffff"]);
}

const palette = illustrationPalette();

/** What breaks the illustration rules of docs/design.md in an SVG file under public/ (nothing when it follows them). */
export function ruleBreaks(src: string): string[] {
  const file = path.join("public", src);
  if (!existsSync(file)) return [`${src} does not exist`];
  const svg = readFileSync(file, "utf8");
  const breaks: string[] = [];
  if (statSync(file).size > 8 * 1024) breaks.push("larger than 8 KB");
  if (!/^<svg\b[^>]*\sviewBox="[\d.\s-]+"/.test(svg.trimStart())) breaks.push("no viewBox on the svg element");
  // Scripts, text (it would not follow the language), rasters, foreign content, styles and handlers.
  for (const element of ["script", "text", "image", "foreignObject", "style"]) {
    if (new RegExp(`<${element}\\b`, "i").test(svg)) breaks.push(`a <${element}> element`);
  }
  if (/\son[a-z]+\s*=/i.test(svg)) breaks.push("an event handler");
  // Only references inside the file (a clip path), never another file or site.
  for (const [, reference] of svg.matchAll(/(?:href|url\()\s*=?\s*"?\s*([^")\s]+)/g)) {
    if (!reference?.startsWith("#")) breaks.push(`an external reference: ${reference}`);
  }
  // A see-through colour mixes into one outside the palette.
  if (/opacity/i.test(svg)) breaks.push("opacity");
  const colours = new Set(
    [...svg.matchAll(/(?:fill|stroke|stop-color|color)\s*[=:]\s*"?\s*([^";\s>]+)/gi)]
      .map(([, value]) => value?.toLowerCase() ?? "")
      .filter((value) => value !== "none" && !value.startsWith("url(#")),
  );
  for (const colour of colours) if (!palette.has(colour)) breaks.push(`${colour} is not an illustration token`);
  if (colours.size > 5) breaks.push(`${colours.size} colours: at most four plus the background`);
  return breaks;
}
