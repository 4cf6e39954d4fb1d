import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readImageVariants, readShareImages, shareImageFor, variantsFor } from "~/components/ui/picture.server";

function manifestFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "variants-")), "image-variants.json");
  writeFileSync(file, text);
  return file;
}

describe("the build's image lists", () => {
  it("find an image by its address, never taking an object's own machinery for one", () => {
    const hero = {
      width: 1680,
      height: 1260,
      avif: "/build/img/hero-1680.abcd1234.avif 1680w",
      webp: "/build/img/x.webp",
    };
    const variants = readImageVariants(manifestFile(JSON.stringify({ "/images/hero.png": hero })));
    expect(variantsFor("/images/hero.png", variants)).toEqual(hero);
    for (const src of ["/images/other.png", "constructor", "__proto__"])
      expect(variantsFor(src, variants)).toBeUndefined();
    // Link previews show an SVG illustration's PNG copy, any other image as it is.
    const shareImages = readShareImages(manifestFile('{ "/images/a.svg": "/build/img/a-share.abcd1234.png" }'));
    expect(shareImageFor("/images/a.svg", shareImages)).toBe("/build/img/a-share.abcd1234.png");
    for (const src of ["/images/b.jpg", "constructor"]) expect(shareImageFor(src, shareImages)).toBe(src);
  });

  it.each([
    ["missing", null],
    ["not JSON", "{ not json"],
    ["of the wrong shape", '{ "/a.png": { "width": "wide" } }'],
    ["pointing elsewhere", '{ "/images/a.svg": "https://elsewhere.example/a.png" }'],
  ])("leave pages on the originals when a list is %s", (_, text) => {
    const file = text === null ? path.join(tmpdir(), "does-not-exist.json") : manifestFile(text);
    expect(readImageVariants(file)).toEqual({});
    expect(readShareImages(file)).toEqual({});
  });
});
