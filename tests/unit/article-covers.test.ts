import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PLACEHOLDER_IMAGE } from "~/insights/article-card";
import { renderArticle } from "~/insights/article-text.server";
import { hasEnglish, localizeArticle } from "~/insights/article-view.server";
import { parseLocalArticleFile } from "~/insights/local-articles.server";
import type { Language } from "~/routing/paths";

const folder = path.resolve("content/articles");
const articles = readdirSync(folder)
  .filter((name) => name.endsWith(".md"))
  .map((name) => parseLocalArticleFile(name, readFileSync(path.join(folder, name), "utf8"))?.row)
  .filter((row) => row !== undefined);

/** The first image of the article's content in each language it is shown in: its card thumbnail and cover. */
const covers = articles.map((row) => ({
  id: row.id,
  images: (["nb", ...(hasEnglish(row) ? ["en"] : [])] as Language[]).map((lang) => ({
    lang,
    ...renderArticle(localizeArticle(row, lang).content).firstImage,
  })),
}));

describe("the sample articles' covers", () => {
  it("reads every sample article", () => {
    expect(articles).toHaveLength(readdirSync(folder).filter((name) => name.endsWith(".md")).length);
    expect(articles.length).toBeGreaterThan(0);
  });

  it.each(covers)("$id has a cover of its own in every language, described in that language", ({ id, images }) => {
    for (const image of images) {
      expect(image.src, `${id} (${image.lang})`).toMatch(/^\/images\/articles\//);
      expect(image.src).not.toBe(PLACEHOLDER_IMAGE);
      const file = path.resolve("public", `.${image.src}`);
      expect(existsSync(file) && statSync(file).isFile(), `${file} exists`).toBe(true);
      expect(image.alt?.trim(), `${id} (${image.lang}) has alt text`).toBeTruthy();
    }
    // One cover per article, whichever language shows it; the descriptions differ when the languages do.
    expect(new Set(images.map((image) => image.src)).size).toBe(1);
    if (images.length === 2) expect(images[0]?.alt).not.toBe(images[1]?.alt);
  });

  it("never share a cover", () => {
    const sources = covers.map(({ images }) => images[0]?.src);
    expect(new Set(sources).size).toBe(covers.length);
  });
});

/** The design tokens' colours by name, as app/tailwind.css defines them. */
const tokens = Object.fromEntries(
  [...readFileSync("app/tailwind.css", "utf8").matchAll(/--color-([a-z]+(?:-\d+)?): (#[0-9a-f]{6});/g)].map(
    ([, name, hex]) => [name, hex],
  ),
);
const hexes = (names: string[]) => names.map((name) => tokens[name] ?? `missing token ${name}`);
// docs/design.md, "Illustration": the only colours of a picture.
const PALETTE = new Set([
  "#ffffff",
  ...hexes(["brand-100", "brand-200", "brand-300", "brand-600", "brand-700", "brand-800"]),
  ...hexes(["warm-100", "warm-200", "warm-300", "warm-400", "sage-100", "sage-300", "sage-500", "sand"]),
]);

describe.each(
  covers.map(({ id, images }) => ({ id, src: images[0]?.src ?? "" })).filter(({ src }) => src.endsWith(".svg")),
)("the cover of $id", ({ src }) => {
  const svg = readFileSync(path.resolve("public", `.${src}`), "utf8");

  it("is a small, self-contained 16:9 drawing without words", () => {
    expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(8 * 1024);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1600 900"/);
    expect(svg).not.toMatch(/<(script|text|image|foreignObject|style|a)\b|href=|\bon[a-z]+=|url\((?!#)/i);
    // A see-through colour would mix into one outside the palette.
    expect(svg).not.toContain("opacity");
  });

  it("uses the palette, at most four colours on one background", () => {
    const background = svg.match(/<rect width="1600" height="900" fill="(#[0-9a-f]{6})"\/>/)?.[1] ?? "";
    expect(PALETTE).toContain(background);
    const colours = new Set(svg.match(/#[0-9a-fA-F]{6}\b/g)?.map((hex) => hex.toLowerCase()));
    colours.delete(background);
    expect([...colours].filter((colour) => !PALETTE.has(colour))).toEqual([]);
    expect(colours.size).toBeLessThanOrEqual(4);
  });
});
