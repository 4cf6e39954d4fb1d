import { type ReactNode, useId } from "react";

type Props = {
  heading: ReactNode;
  intro?: ReactNode;
  id?: string;
  /** Alternate sections stand on warm paper so the long page has rhythm. */
  tone?: "plain" | "tinted";
  children?: ReactNode;
};

/** A page section named by its own heading, so it is a landmark screen readers can jump to. */
export function Section({ heading, intro, id, tone = "plain", children }: Props) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={tone === "tinted" ? "bg-sand" : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-section lg:py-section-lg">
        <h2 id={headingId} className="section-heading max-w-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-gray-700 text-lg">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
