import type { Ref, SyntheticEvent } from "react";

/**
 * `fetchpriority="high"` for the first image a visitor sees. React 18 does not
 * know the camel-cased prop and warns; the lower-case attribute passes through.
 */
export function highFetchPriority(high: boolean): Record<string, string> {
  return high ? { fetchpriority: "high" } : {};
}

/** Responsive versions of an image made at build time (scripts/build-images.mjs). */
export type ImageVariants = { width: number; height: number; avif: string; webp: string };

export type PictureImage = { src: string; alt: string; variants?: ImageVariants };

type Props = {
  image: PictureImage;
  /** The rendered width per layout, as in the `sizes` attribute. */
  sizes: string;
  /** Used when the image has no variants; otherwise its own size is. Sets the aspect ratio before it loads. */
  width: number;
  height: number;
  /** The first image a visitor sees: fetched early and at once. Everything else waits until it is near. */
  priority?: boolean;
  className?: string;
  imgRef?: Ref<HTMLImageElement>;
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
};

/** An image in AVIF or WebP at the width the layout needs, falling back to the original file. */
export function Picture({ image, sizes, width, height, priority = false, className, imgRef, onError }: Props) {
  const { variants } = image;
  return (
    // `contents` leaves the layout to the img; the sources would otherwise be grid or flex items.
    <picture className="contents">
      {variants ? <source type="image/avif" srcSet={variants.avif} sizes={sizes} className="hidden" /> : null}
      {variants ? <source type="image/webp" srcSet={variants.webp} sizes={sizes} className="hidden" /> : null}
      <img
        ref={imgRef}
        src={image.src}
        alt={image.alt}
        width={variants?.width ?? width}
        height={variants?.height ?? height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        {...highFetchPriority(priority)}
        onError={onError}
        className={className}
      />
    </picture>
  );
}
