import type { ReactNode } from "react";

/** The heading block every screen opens with. */
type Props = { heading: string; intro?: string; eyebrow?: string; children?: ReactNode };

export function ScreenIntro({ heading, intro, eyebrow, children }: Props) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      {eyebrow ? <p className="mb-2 font-display font-semibold text-7xl text-warm-700">{eyebrow}</p> : null}
      <h1 className="display-heading">{heading}</h1>
      {intro ? <p className="mt-4 text-gray-700 text-lg">{intro}</p> : null}
      {children}
    </section>
  );
}
