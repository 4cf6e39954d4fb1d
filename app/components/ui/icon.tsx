import type icons from "./icons/icons.json";
import spriteHref from "./icons/sprite.svg";

export type IconName = keyof typeof icons;

/** A decorative icon from the sprite (scripts/build-icons.mjs); size and colour come from `className`. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
