import { Picture } from "~/components/ui/picture";
import type { Founder } from "~/services/founders.server";

/** A founder's portrait as a circle; the files are square. */
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
    <Picture
      image={founder.image}
      sizes={size === "hero" ? "144px" : "128px"}
      width={480}
      height={480}
      priority={!lazy}
      className={`${size === "hero" ? "size-36" : "size-32"} shrink-0 rounded-full object-cover`}
    />
  );
}
