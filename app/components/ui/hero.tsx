import type { ReactNode } from "react";
import { Picture, type PictureImage } from "./picture";

type Props = {
  id: string;
  heading: string;
  eyebrow?: string;
  image: PictureImage & { width: number; height: number };
  /** The first image a visitor sees: fetched early. */
  priority?: boolean;
  children: ReactNode;
};

/** A page's opening: its h1 and text beside an illustration (stacked on phones). */
export function Hero({ id, heading, eyebrow, image, priority = false, children }: Props) {
  return (
    <section aria-labelledby={id} className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          {eyebrow ? <p className="mb-2 font-semibold text-brand-700">{eyebrow}</p> : null}
          <h1 id={id} className="font-bold text-4xl text-brand-800 tracking-tight sm:text-5xl">
            {heading}
          </h1>
          {children}
        </div>
        <Picture
          image={image}
          sizes="(min-width: 640px) 576px, calc(100vw - 2rem)"
          width={image.width}
          height={image.height}
          priority={priority}
          className="mx-auto h-auto w-full max-w-xl"
        />
      </div>
    </section>
  );
}
