// Turns every raster image under public/images into responsive AVIF and WebP variants
// (sharp), after `remix build` has emptied public/build, and every SVG illustration into one
// PNG for link previews (build/share-images.json). Variants are content-hashed, so
// they are cached for a year like the rest of /build, and they are kept in .cache/images
// between builds so only new or changed images are encoded. The server reads the list
// from build/image-variants.json to write srcset and the intrinsic size into pages.
import { createHash } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const sourceDir = path.join(root, "public", "images");
const cacheDir = path.join(root, ".cache", "images");
const outputDir = path.join(root, "public", "build", "img");
const manifestFile = path.join(root, "build", "image-variants.json");
const shareManifestFile = path.join(root, "build", "share-images.json");

/** Widths offered in srcset; an image is never enlarged past its own width. */
const WIDTHS = [160, 320, 640, 960, 1280, 1600];
const FORMATS = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 72 }),
};
const RASTER = /\.(jpe?g|png)$/i;
const VECTOR = /\.svg$/i;
/** Link previews (og:image) want a raster about this wide; Facebook and LinkedIn show no SVG. */
const SHARE_WIDTH = 1200;

async function imagesMatching(dir, pattern) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const publicPathOf = (file) => `/${path.relative(path.join(root, "public"), file).split(path.sep).join("/")}`;

/** A PNG copy of an SVG illustration for link previews, content-hashed like the variants. */
async function sharePngOf(source) {
  const bytes = await readFile(source);
  const hash = createHash("sha256").update(bytes).update(String(SHARE_WIDTH)).digest("hex").slice(0, 8);
  const stem = path.relative(sourceDir, source).replace(VECTOR, "").split(path.sep).join("-");
  const name = `${stem}-share.${hash}.png`;
  const cached = path.join(cacheDir, name);
  const exists = await stat(cached).then(
    () => true,
    () => false,
  );
  if (!exists) await sharp(bytes, { density: 300 }).resize({ width: SHARE_WIDTH }).png().toFile(cached);
  await copyFile(cached, path.join(outputDir, name));
  return `/build/img/${name}`;
}

async function variant(source, bytes, hash, width, format) {
  // founders/kari.jpg → founders-kari-640.<hash>.avif: unique, and still readable in a network log.
  const stem = path.relative(sourceDir, source).replace(RASTER, "").split(path.sep).join("-");
  const name = `${stem}-${width}.${hash}.${format}`;
  const cached = path.join(cacheDir, name);
  const exists = await stat(cached).then(
    () => true,
    () => false,
  );
  if (!exists) await FORMATS[format](sharp(bytes).resize({ width })).toFile(cached);
  await copyFile(cached, path.join(outputDir, name));
  return `/build/img/${name} ${width}w`;
}

async function variantsOf(source) {
  const bytes = await readFile(source);
  const { width, height } = await sharp(bytes).metadata();
  // The settings are part of the hash, so changing them re-encodes everything.
  const hash = createHash("sha256")
    .update(bytes)
    .update(JSON.stringify(WIDTHS))
    .update(FORMATS.avif.toString())
    .update(FORMATS.webp.toString())
    .digest("hex")
    .slice(0, 8);
  const widths = [...WIDTHS.filter((candidate) => candidate < width), width];
  const entry = { width, height };
  for (const format of Object.keys(FORMATS)) {
    const srcSet = [];
    for (const candidate of widths) srcSet.push(await variant(source, bytes, hash, candidate, format));
    entry[format] = srcSet.join(", ");
  }
  return entry;
}

await mkdir(cacheDir, { recursive: true });
await mkdir(outputDir, { recursive: true });
const manifest = {};
for (const source of await imagesMatching(sourceDir, RASTER)) manifest[publicPathOf(source)] = await variantsOf(source);
const shareImages = {};
for (const source of await imagesMatching(sourceDir, VECTOR))
  shareImages[publicPathOf(source)] = await sharePngOf(source);
await mkdir(path.dirname(manifestFile), { recursive: true });
await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
await writeFile(shareManifestFile, `${JSON.stringify(shareImages, null, 2)}\n`);
console.log(
  `Responsive images: ${Object.keys(manifest).length} sources, ${Object.keys(shareImages).length} PNGs for link previews → public/build/img`,
);
