// Writes the icon sprite: every icon in app/components/ui/icons/icons.json (name → style/export of
// @heroicons/react), as one <symbol> each. Pages reference it with <use>, so icon shapes travel
// once as a cached file instead of inside the JavaScript of every page that shows one.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import * as outline from "@heroicons/react/24/outline";
import * as solid from "@heroicons/react/24/solid";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

const dir = path.resolve(import.meta.dirname, "..", "app", "components", "ui", "icons");
const styles = { outline, solid };
const KEPT_ATTRIBUTES = ["viewBox", "fill", "stroke", "stroke-width"];

function symbolFor(name, source) {
  const [style, exportName] = source.split("/");
  const component = styles[style]?.[exportName];
  if (!component) throw new Error(`icons.json: "${name}" names ${source}, which @heroicons/react does not have`);
  const [, attributes, inner] = renderToStaticMarkup(createElement(component)).match(/^<svg([^>]*)>(.*)<\/svg>$/s);
  const kept = [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)]
    .filter(([, key]) => KEPT_ATTRIBUTES.includes(key))
    .map(([pair]) => pair);
  return `<symbol id="${name}" ${kept.join(" ")}>${inner}</symbol>`;
}

const icons = JSON.parse(await readFile(path.join(dir, "icons.json"), "utf8"));
const symbols = Object.entries(icons).map(([name, source]) => symbolFor(name, source));
await writeFile(
  path.join(dir, "sprite.svg"),
  `<svg xmlns="http://www.w3.org/2000/svg"><defs>${symbols.join("")}</defs></svg>\n`,
);
