import type { Founder } from "~/services/founders.server";

/** A founder's portrait as a circle; the files are square (480 × 480). */
export function FounderPhoto({
  founder,
  size,
  lazy = false,
}: {
  founder: Founder;
  size: "card" | "hero";
  lazy?: boolean;
}) {
  return (
    <img
      src={founder.image.src}
      alt={founder.image.alt}
      width={480}
      height={480}
      loading={lazy ? "lazy" : undefined}
      className={`${size === "hero" ? "size-36" : "size-32"} shrink-0 rounded-full object-cover`}
    />
  );
}
