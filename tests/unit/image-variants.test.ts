import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readImageVariants, readShareImages, shareImageFor, variantsFor } from "~/components/ui/picture.server";

const hero = {
  width: 1680,
  height: 1260,
  avif: "/build/img/home-hero-160.abcd1234.avif 160w, /build/img/home-hero-1680.abcd1234.avif 1680w",
  webp: "/build/img/home-hero-160.abcd1234.webp 160w, /build/img/home-hero-1680.abcd1234.webp 1680w",
};

function manifestFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "variants-")), "image-variants.json");
  writeFileSync(file, text);
  return file;
}

describe("image variants", () => {
  it("reads the build's list and finds an image by its address, never taking an object's own machinery for one", () => {
    const variants = readImageVariants(manifestFile(JSON.stringify({ "/images/home/hero.png": hero })));
    expect(variantsFor("/images/home/hero.png", variants)).toEqual(hero);
    expect(variantsFor("/images/home/other.png", variants)).toBeUndefined();
    expect(variantsFor("constructor", variants)).toBeUndefined();
    expect(variantsFor("__proto__", variants)).toBeUndefined();
  });

  it("falls back to the originals when the list is missing, broken or of the wrong shape", () => {
    expect(readImageVariants(path.join(tmpdir(), "does-not-exist.json"))).toEqual({});
    expect(readImageVariants(manifestFile("{ not json"))).toEqual({});
    expect(readImageVariants(manifestFile(JSON.stringify({ "/a.png": { width: "wide" } })))).toEqual({});
  });
});

describe("link preview images", () => {
  const shareImages = { "/images/articles/a.svg": "/build/img/articles-a-share.abcd1234.png" };

  it("gives an SVG illustration's PNG copy, and any other image as it is", () => {
    expect(shareImageFor("/images/articles/a.svg", shareImages)).toBe("/build/img/articles-a-share.abcd1234.png");
    expect(shareImageFor("/images/articles/b.jpg", shareImages)).toBe("/images/articles/b.jpg");
    expect(shareImageFor("constructor", shareImages)).toBe("constructor");
  });

  it("reads the build's list, and without a valid one shares the originals", () => {
    expect(readShareImages(manifestFile(JSON.stringify(shareImages)))).toEqual(shareImages);
    expect(readShareImages(manifestFile('{"/images/a.svg": "https://elsewhere.example/a.png"}'))).toEqual({});
    expect(readShareImages(manifestFile("not json"))).toEqual({});
  });
});
