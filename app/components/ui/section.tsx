import { type ReactNode, useId } from "react";

type Props = {
  heading: ReactNode;
  intro?: ReactNode;
  id?: string;
  /** Alternate sections stand on warm paper so the long page has rhythm; `band` is the one apricot band. */
  tone?: keyof typeof tones;
  /** A picture or product screen beside the text from 1024 px (the caller decides if phones show it). */
  visual?: ReactNode;
  children?: ReactNode;
};

const tones = { plain: undefined, tinted: "bg-sand", band: "bg-warm-100" } as const;

/** A page section named by its own heading, so it is a landmark screen readers can jump to. */
export function Section({ heading, intro, id, tone = "plain", visual, children }: Props) {
  const headingId = useId();
  const text = (
    <>
      <h2 id={headingId} className="section-heading max-w-3xl">
        {heading}
      </h2>
      {intro ? <p className="mt-3 max-w-3xl text-gray-700 text-lg">{intro}</p> : null}
      {children}
    </>
  );
  return (
    <section id={id} aria-labelledby={headingId} className={tones[tone]}>
      <div className="mx-auto max-w-6xl px-4 py-section lg:py-section-lg">
        {visual ? (
          <div className="grid items-center gap-12 lg:grid-cols-[1fr_auto] lg:gap-20">
            <div>{text}</div>
            {visual}
          </div>
        ) : (
          text
        )}
      </div>
    </section>
  );
}
