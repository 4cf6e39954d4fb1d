import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PLACEHOLDER_IMAGE } from "~/insights/article-card";
import { renderArticle } from "~/insights/article-text.server";
import { hasEnglish, localizeArticle } from "~/insights/article-view.server";
import { parseLocalArticleFile } from "~/insights/local-articles.server";
import type { Language } from "~/routing/paths";
import { ruleBreaks } from "../support/illustration-rules";

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

// That every file is a valid article is the e2e tests' (the insights list shows them all).
describe("the sample articles' covers", () => {
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
    // A drawing is 16:9 and follows the illustration rules of docs/design.md.
    const src = images[0]?.src ?? "";
    if (src.endsWith(".svg")) {
      expect(readFileSync(path.resolve("public", `.${src}`), "utf8")).toMatch(/^<svg [^>]*viewBox="0 0 1600 900"/);
      expect(ruleBreaks(src)).toEqual([]);
    }
  });

  it("never share a cover", () => {
    const sources = covers.map(({ images }) => images[0]?.src);
    expect(new Set(sources).size).toBe(covers.length);
  });
});
