import { beforeEach, describe, expect, it, vi } from "vitest";
import * as staticContent from "~/content/static-content.server";
import { type ArticleRow, ArticleRowSchema } from "~/insights/article-row";
import { articleCard, articlePage, hasEnglish, localizeArticle, matchesSearch } from "~/insights/article-view.server";

// Counts renderings; renders as always.
vi.mock("~/content/static-content.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/content/static-content.server")>();
  return { ...actual, renderContent: vi.fn(actual.renderContent) };
});

beforeEach(() => {
  vi.mocked(staticContent.renderContent).mockClear();
});

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
  it("uses the English fields on English pages when the translation is marked and not empty", () => {
    expect(localizeArticle(article(), "en")).toMatchObject({ title: "Sleep", contentLang: "en", inPageLanguage: true });
    expect(hasEnglish(article())).toBe(true);
  });

  it.each([
    ["pending", { translation_status: "pending" }],
    ["no status", { translation_status: null }],
    ["an empty English text", { content_en: "   " }],
    ["no English title", { title_en: null }],
  ])("falls back to Norwegian with %s", (_, extra) => {
    const norwegian = { title: "Søvn og tankekjør", contentLang: "nb", inPageLanguage: false };
    expect(localizeArticle(article(extra), "en")).toMatchObject(norwegian);
    expect(hasEnglish(article(extra))).toBe(false);
  });

  it("always uses Norwegian on Norwegian pages", () => {
    expect(localizeArticle(article(), "nb")).toMatchObject({ title: "Søvn og tankekjør", inPageLanguage: true });
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

  it("names the content's image and the generated images for the structured data, twelve at most", () => {
    const generated = Array.from({ length: 12 }, (_, index) => ({ src: `https://img.example/${index}.png`, alt: "" }));
    const page = articlePage(article({ content: "![Innhold](/images/c.svg)" }), "nb", generated);
    expect(page.images).toEqual([{ src: "/images/c.svg", alt: "Innhold" }, ...generated.slice(0, 11)]);
  });

  it("renders each article once per language, however often its card, search and page ask", () => {
    const row = article({ content: "## Del\n\nTekst.", content_en: "## Part\n\nText." });
    for (let time = 0; time < 3; time += 1) {
      for (const lang of ["nb", "en"] as const) {
        articleCard(row, lang);
        matchesSearch(row, lang, "tekst");
        articlePage(row, lang, []);
      }
    }
    expect(vi.mocked(staticContent.renderContent).mock.calls).toEqual([
      ["## Del\n\nTekst.", "md"],
      ["## Part\n\nText.", "md"],
    ]);
  });

  it("renders an untranslated article once for both languages", () => {
    const row = article({ translation_status: null });
    articlePage(row, "nb", []);
    articlePage(row, "en", []);
    expect(staticContent.renderContent).toHaveBeenCalledTimes(1);
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
