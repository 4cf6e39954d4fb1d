import type { ReactNode } from "react";

type Props = {
  id: string;
  heading: string;
  eyebrow?: string;
  /** What stands beside the text: a product screen or an illustration. */
  visual: ReactNode;
  children: ReactNode;
};

/** A page's opening: its h1 and text beside a visual (the visual below the text on phones). */
export function Hero({ id, heading, eyebrow, visual, children }: Props) {
  return (
    <section aria-labelledby={id} className="overflow-hidden bg-gradient-to-b from-sand to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2 lg:gap-14 lg:py-20">
        <div>
          {eyebrow ? <p className="eyebrow mb-3">{eyebrow}</p> : null}
          <h1 id={id} className="display-heading">
            {heading}
          </h1>
          {children}
        </div>
        {visual}
      </div>
    </section>
  );
}
