import { z } from "zod";
import type { ImageVariants, PictureImage } from "~/components/ui/picture";
import { readBuildManifest } from "~/utils/build-manifest.server";

const manifestSchema = z.record(
  z.object({
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    avif: z.string().min(1),
    webp: z.string().min(1),
  }),
);

/** Written by scripts/build-images.mjs next to the server build (build/index.js). */
const BUILD_MANIFEST = new URL("./image-variants.json", import.meta.url);

/** Reads one of the build's image lists; without a valid one (a build that skipped images) pages use the originals. */
function readManifest<T>(file: URL | string, schema: z.ZodType<Record<string, T>>, event: string): Record<string, T> {
  return readBuildManifest(file, schema, event) ?? {};
}

export function readImageVariants(file: URL | string): Record<string, ImageVariants> {
  return readManifest(file, manifestSchema, "images.variants_missing");
}

let builtVariants: Record<string, ImageVariants> | undefined;

function buildVariants(): Record<string, ImageVariants> {
  builtVariants ??= readImageVariants(BUILD_MANIFEST);
  return builtVariants;
}

/** The AVIF/WebP variants and intrinsic size the build made for an image address, if any. */
export function variantsFor(
  src: string,
  variants: Record<string, ImageVariants> = buildVariants(),
): ImageVariants | undefined {
  return Object.hasOwn(variants, src) ? variants[src] : undefined;
}

/** The image with its variants attached, when the build made any. */
export function withVariants<T extends { src: string; alt: string }>(image: T): T & PictureImage {
  const variants = variantsFor(image.src);
  return variants ? { ...image, variants } : image;
}

/** Written by scripts/build-images.mjs: a PNG copy of each SVG illustration, for link previews. */
const SHARE_MANIFEST = new URL("./share-images.json", import.meta.url);
const shareManifestSchema = z.record(z.string().startsWith("/build/img/"));

let builtShareImages: Record<string, string> | undefined;

function buildShareImages(): Record<string, string> {
  builtShareImages ??= readShareImages(SHARE_MANIFEST);
  return builtShareImages;
}

export function readShareImages(file: URL | string): Record<string, string> {
  return readManifest(file, shareManifestSchema, "images.share_images_missing");
}

/**
 * The address to give link previews (og:image) for an image: an SVG's PNG copy when the build made
 * one (Facebook and LinkedIn show no SVG), otherwise the image itself.
 */
export function shareImageFor(src: string, shareImages: Record<string, string> = buildShareImages()): string {
  return Object.hasOwn(shareImages, src) ? (shareImages[src] ?? src) : src;
}
