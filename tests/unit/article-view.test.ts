import { describe, expect, it } from "vitest";
import { type ArticleRow, ArticleRowSchema } from "~/insights/article-row";
import { articlePage, hasEnglish, localizeArticle, matchesSearch } from "~/insights/article-view.server";

const article = (extra: Partial<Record<keyof ArticleRow, unknown>> = {}): ArticleRow =>
  ArticleRowSchema.parse({
    id: "a",
    title: "Søvn og tankekjør",
    content: "## Hvorfor\n\nTekst om søvn.\n\n### Råd\n\nMer.\n\n## Hvorfor\n\nIgjen.",
    created_at: "2026-01-01T00:00:00Z",
    title_en: "Sleep",
    content_en: "## Why\n\nText about sleep.",
    translation_status: "translated",
    ...extra,
  });

describe("the article's language", () => {
  it.each([
    ["marked translated", {}, "en"],
    ["not marked translated", { translation_status: "pending" }, "nb"],
    ["with an empty English text", { content_en: "   " }, "nb"],
  ] as const)("is English on English pages only when %s", (_, extra, contentLang) => {
    const row = article(extra);
    const title = contentLang === "en" ? "Sleep" : "Søvn og tankekjør";
    expect(localizeArticle(row, "en")).toMatchObject({ title, contentLang, inPageLanguage: contentLang === "en" });
    expect(hasEnglish(row)).toBe(contentLang === "en");
    expect(localizeArticle(row, "nb")).toMatchObject({ title: "Søvn og tankekjør", inPageLanguage: true });
  });
});

describe("articlePage", () => {
  it("prefers a generated image as the cover and keeps the content's image in the body then", () => {
    const row = article({ content: "Tekst.\n\n![Innhold](/images/c.svg)" });
    const generated = { src: "https://img.example/g.png", alt: "Generert" };
    const withGenerated = articlePage(row, "nb", [generated]);
    expect(withGenerated.cover).toEqual(generated);
    expect(withGenerated.html).toContain("/images/c.svg");
    const without = articlePage(row, "nb", []);
    expect(without.cover).toEqual({ src: "/images/c.svg", alt: "Innhold" });
    expect(without.html).not.toContain("/images/c.svg");
  });

  it("describes itself with a 160-character excerpt and dates in the page's language", () => {
    // Not translated, so the English page reads the 300 Norwegian words.
    const page = articlePage(article({ content: "Ord ".repeat(300), translation_status: null }), "en", []);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.readingMinutes).toBe(2);
    expect(page.published.text).toBe("1 January 2026");
    expect(articlePage(article(), "nb", []).published.text).toBe("1. januar 2026");
  });
});

describe("matchesSearch", () => {
  it("looks in the title and text of the page's language, ignoring case and word order", () => {
    expect(matchesSearch(article(), "nb", "SØVN")).toBe(true);
    expect(matchesSearch(article(), "nb", "søvn tankekjør")).toBe(true);
    expect(matchesSearch(article(), "nb", "sleep")).toBe(false);
    expect(matchesSearch(article(), "en", "sleep")).toBe(true);
    expect(matchesSearch(article(), "en", "søvn")).toBe(false);
    expect(matchesSearch(article(), "nb", "   ")).toBe(true);
  });
});
