import { type ReactNode, useId } from "react";

type Props = {
  heading: ReactNode;
  intro?: ReactNode;
  id?: string;
  /** Alternate sections get a tinted background so the long page has rhythm. */
  tone?: "plain" | "tinted";
  children?: ReactNode;
};

/** A page section named by its own heading, so it is a landmark screen readers can jump to. */
export function Section({ heading, intro, id, tone = "plain", children }: Props) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={tone === "tinted" ? "bg-brand-50" : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <h2 id={headingId} className="max-w-3xl font-bold text-2xl text-brand-800 tracking-tight sm:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-gray-700 text-lg">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
