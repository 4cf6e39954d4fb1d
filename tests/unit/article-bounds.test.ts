import { describe, expect, it } from "vitest";
import { plainText } from "~/content/sanitize.server";
import { boundedRow } from "~/insights/article-bounds.server";
import { ArticleRowSchema } from "~/insights/article-row";
import { renderArticle } from "~/insights/article-text.server";
import { backendArticle } from "../support/articles";

// End to end, with a hostile backend: tests/e2e/http/backend-bounds.spec.ts.
describe("plainText: a title's markup is stripped, not escaped", () => {
  it.each([
    ["<script>alert(1)</script><b>Rå</b> tittel &amp; <i>mer</i>", "Rå tittel & mer"],
    ['<img src=x onerror="alert(1)">Raw <em>title</em>', "Raw title"],
    ["a < b og  c > d", "a < b og c > d"],
    ["<style>p{}</style>\n Bare\ttekst ", "Bare tekst"],
  ])("%j reads %j", (title, text) => {
    expect(plainText(title)).toBe(text);
  });
});

describe("boundedRow", () => {
  const row = (extra: Record<string, unknown>) => ArticleRowSchema.parse(backendArticle("a", undefined, extra));

  it("cuts each text to 200 KB of UTF-8, between characters, and says which", () => {
    const bounded = boundedRow(row({ content: "心".repeat(100_000), content_en: "short" }));
    expect(Buffer.byteLength(bounded.content)).toBeLessThanOrEqual(200 * 1024);
    expect(bounded.content).toBe("心".repeat(Math.floor((200 * 1024) / 3)));
    expect(bounded.content_en).toBe("short");
    expect(bounded.cut).toEqual(["content"]);
    expect(boundedRow(row({})).cut).toBeUndefined();
  });

  it("keeps titles as text of at most 300 characters", () => {
    const bounded = boundedRow(row({ title: `<b>Lang</b> ${"ord ".repeat(1_000)}`, title_en: "<i>Kort</i>" }));
    expect(bounded.title.length).toBeLessThanOrEqual(300);
    expect(bounded.title).toMatch(/^Lang ord ord .*…$/);
    expect(bounded.title_en).toBe("Kort");
  });
});

describe("renderArticle: markup far larger than its source", () => {
  it("is cut to 200 KB of HTML, whole elements first, and says so", () => {
    // 40 characters of HTML a row: 6,000 rows are 240 KB.
    const table = renderArticle(`Før.\n\n|a|b|c|\n|-|-|-|\n${"||||\n".repeat(6_000)}`);
    expect(table.html.length).toBeLessThanOrEqual(200 * 1024);
    expect(table.html).toMatch(/^<p>Før\.<\/p>\n<table>/);
    expect(table.html.endsWith("</tbody></table>")).toBe(true);
    expect(table.cut).toBe(true);
    expect(renderArticle("Kort.").cut).toBe(false);
  }, 30_000); // Time enough on a loaded machine: this renders a quarter of a megabyte.
});
