import { z } from "zod";
import { readBuildManifest } from "~/utils/build-manifest.server";
import type { ImageVariants, PictureImage } from "./picture";

// Written by scripts/build-images.mjs next to the server build (build/index.js). Without a valid
// list (a build that skipped images) pages use the originals.
const VARIANTS_FILE = new URL("./image-variants.json", import.meta.url);
const SHARE_IMAGES_FILE = new URL("./share-images.json", import.meta.url);

const variantsSchema = z.record(
  z.object({
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    avif: z.string().min(1),
    webp: z.string().min(1),
  }),
);
const shareImagesSchema = z.record(z.string().startsWith("/build/img/"));

export function readImageVariants(file: URL | string): Record<string, ImageVariants> {
  return readBuildManifest(file, variantsSchema, "images.variants_missing") ?? {};
}

/** A PNG copy of each SVG illustration, for link previews. */
export function readShareImages(file: URL | string): Record<string, string> {
  return readBuildManifest(file, shareImagesSchema, "images.share_images_missing") ?? {};
}

let built: { variants: Record<string, ImageVariants>; shareImages: Record<string, string> } | undefined;

/** The build's lists, read on first use (unit tests pass their own). */
const buildLists = () =>
  (built ??= { variants: readImageVariants(VARIANTS_FILE), shareImages: readShareImages(SHARE_IMAGES_FILE) });

/** The AVIF/WebP variants and intrinsic size the build made for an image address, if any. */
export function variantsFor(src: string, variants = buildLists().variants) {
  return Object.hasOwn(variants, src) ? variants[src] : undefined;
}

/** The image with its variants attached, when the build made any. */
export function withVariants<T extends { src: string; alt: string }>(image: T): T & PictureImage {
  const variants = variantsFor(image.src);
  return variants ? { ...image, variants } : image;
}

/**
 * The address to give link previews (og:image) for an image: an SVG's PNG copy when the build made
 * one (Facebook and LinkedIn show no SVG), otherwise the image itself.
 */
export function shareImageFor(src: string, shareImages = buildLists().shareImages) {
  return Object.hasOwn(shareImages, src) ? (shareImages[src] ?? src) : src;
}
