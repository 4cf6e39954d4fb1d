import { describe, expect, it } from "vitest";
import { excerpt, firstImage, pageToShow, plainText, readingMinutes } from "~/insights/article-text.server";

describe("plainText", () => {
  it("reads markdown and HTML as the text a reader sees", () => {
    expect(plainText("## Søvn\n\nLegg *mobilen* bort.\n\n- én\n- to")).toBe("Søvn Legg mobilen bort. én to");
    expect(plainText("<h2>Søvn</h2><p>Legg <strong>mobilen</strong> bort.</p>")).toBe("Søvn Legg mobilen bort.");
  });

  it("leaves out scripts, styles and markup", () => {
    expect(plainText('<p onclick="x()">Tekst</p><script>alert(1)</script><style>p{}</style>')).toBe("Tekst");
  });
});

describe("readingMinutes", () => {
  const words = (count: number) => Array.from({ length: count }, () => "ord").join(" ");
  it.each([
    [0, 0],
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
  ])("%i words take %i minutes", (count, minutes) => {
    expect(readingMinutes(words(count))).toBe(minutes);
  });

  it("counts words, not spaces", () => {
    expect(readingMinutes(`  ${words(200)}   \n\n  `)).toBe(1);
  });
});

describe("excerpt", () => {
  it("keeps short text whole, without an ellipsis", () => {
    expect(excerpt("Kort tekst.", 220)).toBe("Kort tekst.");
    expect(excerpt("a".repeat(220), 220)).toBe("a".repeat(220));
  });

  it("cuts at a word, within the limit, and ends with an ellipsis", () => {
    const text = "Stress på jobben er vanlig, men det finnes grep som hjelper. ".repeat(10);
    const result = excerpt(text, 220);
    expect(result.length).toBeLessThanOrEqual(220);
    expect(result.endsWith("…")).toBe(true);
    expect(text.startsWith(result.slice(0, -1))).toBe(true);
    expect(text.charAt(result.length - 1)).toMatch(/[\s,.]/);
    expect(excerpt(text, 160).length).toBeLessThanOrEqual(160);
  });

  it("drops punctuation left dangling before the ellipsis", () => {
    expect(excerpt("Første del, andre del og mer tekst", 12)).toBe("Første del…");
  });

  it("cuts inside a single very long word rather than returning nothing", () => {
    expect(excerpt("x".repeat(300), 10)).toBe(`${"x".repeat(9)}…`);
  });
});

describe("firstImage", () => {
  it("finds the first image in markdown or HTML", () => {
    expect(firstImage("Tekst\n\n![Et tre](/images/a.svg)\n\n![Nr 2](/b.svg)")).toEqual({
      src: "/images/a.svg",
      alt: "Et tre",
    });
    expect(firstImage('<p>Tekst</p><img alt="" src="https://cdn.example/x.png"><img src="/y.png">')).toEqual({
      src: "https://cdn.example/x.png",
      alt: "",
    });
  });

  it("is null without an image", () => {
    expect(firstImage("Bare tekst, <img> uten kilde.")).toBeNull();
  });
});

describe("pageToShow", () => {
  it.each([
    [null, 25, 1],
    ["2", 25, 2],
    ["3", 25, 3],
    ["4", 25, 3],
    ["999999", 25, 3],
    ["0", 25, 1],
    ["-2", 25, 1],
    ["abc", 25, 1],
    ["2.5", 25, 1],
    ["1e3", 25, 1],
    [" 2 ", 25, 2],
    ["5", 0, 1],
  ] as const)("?page=%s of %i articles shows page %i", (requested, total, page) => {
    expect(pageToShow(requested, total)).toBe(page);
  });
});
