import { describe, expect, it } from "vitest";
import { type ArticleRow, ArticleRowSchema } from "~/insights/article-row";
import { articleBody, articlePage, hasEnglish, localizeArticle, matchesSearch } from "~/insights/article-view.server";

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
    expect(localizeArticle(article(extra), "en")).toMatchObject({
      title: "Søvn og tankekjør",
      contentLang: "nb",
      inPageLanguage: false,
    });
    expect(hasEnglish(article(extra))).toBe(false);
  });

  it("always uses Norwegian on Norwegian pages", () => {
    expect(localizeArticle(article(), "nb")).toMatchObject({ title: "Søvn og tankekjør", inPageLanguage: true });
  });
});

describe("articleBody", () => {
  it("gives h2 and h3 stable, unique ids and lists them as the table of contents", () => {
    const { html, toc } = articleBody("## Hvorfor\n\n### Råd og tips\n\n## Hvorfor\n\n#### Ikke med");
    expect(toc).toEqual([
      { id: "hvorfor", text: "Hvorfor", level: 2 },
      { id: "råd-og-tips", text: "Råd og tips", level: 3 },
      { id: "hvorfor-1", text: "Hvorfor", level: 2 },
    ]);
    expect(html).toContain('<h2 id="hvorfor">Hvorfor</h2>');
    expect(html).toContain('<h3 id="råd-og-tips">Råd og tips</h3>');
    expect(articleBody("## Hvorfor").toc).toEqual([{ id: "hvorfor", text: "Hvorfor", level: 2 }]);
  });

  it("strips hostile HTML from markdown and HTML articles alike", () => {
    const { html } = articleBody(
      '<h2 onclick="x()">Tittel</h2><script>alert(1)</script><style>*{}</style><p style="color:red" onmouseover="x()">Tekst <a href="javascript:alert(1)">lenke</a></p><iframe src="https://evil.example"></iframe>',
    );
    expect(html).toBe('<h2 id="tittel">Tittel</h2><p>Tekst <a>lenke</a></p>');
  });

  it("can leave out the first image when it is used as the cover", () => {
    const content = "Innledning.\n\n![Et tre](/images/a.svg)\n\nResten.";
    expect(articleBody(content).html).toContain('src="/images/a.svg"');
    const body = articleBody(content, { withoutFirstImage: true }).html;
    expect(body).not.toContain("<img");
    expect(body.replace(/\s+/g, "")).toBe("<p>Innledning.</p><p>Resten.</p>");
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
