import { describe, expect, it, vi } from "vitest";
import { excerpt, renderArticle } from "~/insights/article-text.server";

describe("renderArticle: the text", () => {
  it.each([
    ["## Søvn\n\nLegg *mobilen* bort.\n\n- én\n- to", "Søvn Legg mobilen bort. én to"],
    ["<h2>Søvn</h2><p>Legg <strong>mobilen</strong> bort.</p>", "Søvn Legg mobilen bort."],
    // Scripts, styles and markup left out.
    ['<p onclick="x()">Tekst</p><script>alert(1)</script><style>p{}</style>', "Tekst"],
  ])("reads %j as the text a reader sees: %j", (content, text) => {
    expect(renderArticle(content).text).toBe(text);
  });
});

describe("reading time", () => {
  const words = (count: number) => Array.from({ length: count }, () => "ord").join(" \n ");
  it.each([
    [0, 1],
    [200, 1],
    [201, 2],
  ])("of %i words is %i minutes (at least one), however they are spaced", (count, minutes) => {
    expect(renderArticle(`  ${words(count)}   \n\n  `).readingMinutes).toBe(minutes);
  });
});

describe("excerpt", () => {
  it.each([
    ["keeps text of the limit whole, without an ellipsis", "a".repeat(220), 220, "a".repeat(220)],
    ["cuts at a word, and drops punctuation left dangling", "Første del, andre del", 12, "Første del…"],
    ["cuts inside a single very long word rather than giving nothing", "x".repeat(300), 10, `${"x".repeat(9)}…`],
  ])("%s", (_, text, limit, expected) => {
    expect(excerpt(text, limit)).toBe(expected);
  });
});

describe("renderArticle: the first image", () => {
  it.each([
    ["Tekst\n\n![Et tre](/images/a.svg)\n\n![Nr 2](/b.svg)", { src: "/images/a.svg", alt: "Et tre" }],
    ['<p>Tekst</p><img alt="" src="/x.png"><img src="/y.png">', { src: "/x.png", alt: "" }],
    ["Bare tekst, <img> uten kilde.", null],
  ])("finds the first image of %j, in markdown or HTML: %j", (content, image) => {
    expect(renderArticle(content).firstImage).toEqual(image);
  });
});

describe("renderArticle: headings and the body", () => {
  it("gives h2 and h3 stable, unique ids and lists them as the table of contents", () => {
    const { html, toc } = renderArticle("## Hvorfor\n\n### Råd og tips\n\n## Hvorfor\n\n#### Ikke med");
    expect(toc).toEqual([
      { id: "hvorfor", text: "Hvorfor", level: 2 },
      { id: "råd-og-tips", text: "Råd og tips", level: 3 },
      { id: "hvorfor-1", text: "Hvorfor", level: 2 },
    ]);
    expect(html).toContain('<h2 id="hvorfor">Hvorfor</h2>');
    expect(html).toContain('<h3 id="råd-og-tips">Råd og tips</h3>');
  });

  it("has a version without the first image, for when that image is the cover", () => {
    const { html, htmlWithoutFirstImage } = renderArticle("Innledning.\n\n![Et tre](/images/a.svg)\n\nResten.");
    expect(html).toContain('src="/images/a.svg"');
    expect(htmlWithoutFirstImage).not.toContain("<img");
    expect(htmlWithoutFirstImage.replace(/\s+/g, "")).toBe("<p>Innledning.</p><p>Resten.</p>");
  });
});

describe("renderArticle: content nested past what the renderer can take", () => {
  it.each([
    ["5,000 quote levels", ">".repeat(5_000)],
    ["20,000 open divs", `${"<div>".repeat(20_000)}Inni`],
  ])("%s: rendered as its plain text, never thrown, and logged", (_, content) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const article = renderArticle(`Før.\n\n${content}`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"event":"article.render_failed"'));
    warn.mockRestore();
    expect(article.text.startsWith("Før.")).toBe(true);
    expect(article.html).toContain("<p>Før.</p>");
  });
});
