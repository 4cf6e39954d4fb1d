/**
 * Colour sets of the drawn cover: background, sun, far hill, near hill, all
 * from the illustration palette (docs/design.md). Whole class names, so
 * Tailwind finds them.
 */
const SCHEMES = [
  ["fill-sand", "fill-warm-300", "fill-sage-300", "fill-sage-500"],
  ["fill-brand-100", "fill-white", "fill-brand-200", "fill-brand-300"],
  ["fill-sage-100", "fill-white", "fill-sage-300", "fill-sage-500"],
  ["fill-warm-100", "fill-white", "fill-warm-200", "fill-warm-300"],
  ["fill-brand-100", "fill-warm-200", "fill-brand-300", "fill-brand-600"],
  ["fill-warm-100", "fill-warm-300", "fill-warm-200", "fill-sage-300"],
] as const;

/** FNV-1a: a small, stable hash, so an article keeps its cover across requests and servers. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return value;
}

/** What the cover of an article shows, chosen from its id: colours, the sun's place and size, the hills' shape. */
export function coverDesign(seed: string) {
  const value = hash(seed);
  const pick = (shift: number, choices: number) => (value >>> shift) % choices;
  const [background, sun, far, near] = SCHEMES[pick(0, SCHEMES.length)] ?? SCHEMES[0];
  const farY = 50 + pick(8, 4) * 4;
  const lift = 6 + pick(11, 3) * 4;
  return {
    colours: { background, sun, far, near },
    // The light comes from the top left (docs/design.md), so the sun stays in the left half.
    sun: { cx: 28 + pick(14, 5) * 8, cy: 22 + pick(18, 3) * 6, r: 10 + pick(21, 3) * 3 },
    far: `M0 ${farY}C45 ${farY - lift} 95 ${farY + lift} 160 ${farY - lift / 2}V90H0Z`,
    near: `M0 ${farY + 14 + lift / 2}C55 ${farY + 14 + lift} 105 ${farY + 14 - lift} 160 ${farY + 14}V90H0Z`,
    mirrored: pick(24, 2) === 1,
  };
}

/**
 * The cover of an article that has no image at all (a Supabase article
 * without generated or stored images): a small drawing of a landscape, made
 * from the article's id so that neighbouring cards differ, in the same 16:9
 * box as a picture. It only decorates, so screen readers skip it.
 */
export function GeneratedCover({ seed, className }: { seed: string; className: string }) {
  const { colours, sun, far, near, mirrored } = coverDesign(seed);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 160 90"
      preserveAspectRatio="xMidYMid slice"
      className={`aspect-video h-auto w-full ${className}`}
    >
      <rect width="160" height="90" className={colours.background} />
      <circle cx={sun.cx} cy={sun.cy} r={sun.r} className={colours.sun} />
      <g transform={mirrored ? "matrix(-1 0 0 1 160 0)" : undefined}>
        <path d={far} className={colours.far} />
        <path d={near} className={colours.near} />
      </g>
    </svg>
  );
}
