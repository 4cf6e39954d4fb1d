import { Picture } from "~/components/ui/picture";
import type { Founder } from "~/services/founders.server";

const sizes = {
  card: { className: "size-32", sizes: "128px" },
  hero: { className: "size-40 sm:size-48", sizes: "(min-width: 640px) 192px, 160px" },
};

/**
 * A founder's portrait as a circle; the files are square. An illustrated SVG until a photo
 * replaces it in founders.json: a photo gets AVIF and WebP variants from the build, hence Picture.
 * The founder page's portrait is its first picture, fetched at once; the about page's cards wait.
 */
export function FounderPhoto({ founder, size }: { founder: Founder; size: keyof typeof sizes }) {
  return (
    <Picture
      image={founder.image}
      sizes={sizes[size].sizes}
      width={480}
      height={480}
      priority={size === "hero"}
      className={`${sizes[size].className} shrink-0 rounded-full object-cover`}
    />
  );
}
