import { Link } from "@remix-run/react";
import { type ReactNode, useId } from "react";
import { useT } from "~/i18n/use-language";
import { STAR_SCALE } from "~/testimonials/testimonial";
import type icons from "./icons/icons.json";
import spriteHref from "./icons/sprite.svg";

// The site's small building blocks, in one module: a page loads them as one script, not a dozen.

export type IconName = keyof typeof icons;

/** A decorative icon from the sprite (scripts/build-icons.mjs); size and colour come from `className`. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}

/** Inline text links: underlined, so they never depend on colour alone (WCAG 1.4.1). */
export const textLinkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

const buttonBase =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full py-3 text-center font-semibold transition-colors";
const buttonVariants = {
  primary: `${buttonBase} bg-brand-700 px-6 text-white hover:bg-brand-800`,
  secondary: `${buttonBase} border-2 border-brand-700 bg-white px-6 text-brand-800 hover:bg-brand-50`,
  /** The quiet second action: a link's look, aligned with the text, so the primary one leads. */
  quiet: `${buttonBase} px-1 text-brand-800 underline underline-offset-4 hover:text-brand-900`,
  /** The same on a dark band. */
  quietLight: `${buttonBase} px-1 text-white underline underline-offset-4 hover:text-brand-100`,
} as const;

export const buttonClass = (variant: keyof typeof buttonVariants = "primary") => buttonVariants[variant];

type ButtonLinkProps = { href: string; variant?: keyof typeof buttonVariants; children: ReactNode };

/** A call to action styled as a button: a page of the site, or (an absolute URL) a new tab, announced as such. */
export function ButtonLink({ href, variant, children }: ButtonLinkProps) {
  const { t } = useT();
  if (!href.startsWith("/")) {
    return (
      <a href={href} target="_blank" rel="noopener" className={buttonClass(variant)}>
        {children}
        <span className="sr-only"> {t("home.newTab")}</span>
      </a>
    );
  }
  return (
    <Link to={href} prefetch="intent" className={buttonClass(variant)}>
      {children}
    </Link>
  );
}

/** A paragraph holding one text link: back to a parent page (home, a list, about) or on to a related one. */
export function BackLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <p className={className}>
      <Link prefetch="intent" to={to} className={textLinkClass}>
        {children}
      </Link>
    </p>
  );
}

const sectionTones = { plain: undefined, tinted: "bg-sand", band: "bg-warm-100" } as const;

type SectionProps = {
  heading: ReactNode;
  intro?: ReactNode;
  id?: string;
  /** Alternate sections stand on warm paper so the long page has rhythm; `band` is the one apricot band. */
  tone?: keyof typeof sectionTones;
  children?: ReactNode;
};

/** A page section named by its own heading, so it is a landmark screen readers can jump to. */
export function Section({ heading, intro, id, tone = "plain", children }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={sectionTones[tone]}>
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

/** The heading block every screen opens with. */
type ScreenIntroProps = { heading: string; intro?: string; eyebrow?: string; children?: ReactNode };

export function ScreenIntro({ heading, intro, eyebrow, children }: ScreenIntroProps) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      {eyebrow ? <p className="mb-2 font-display font-semibold text-7xl text-warm-700">{eyebrow}</p> : null}
      <h1 className="display-heading">{heading}</h1>
      {intro ? <p className="mt-4 text-gray-700 text-lg">{intro}</p> : null}
      {children}
    </section>
  );
}

type HeroProps = {
  heading: string;
  intro: string;
  eyebrow?: string;
  /** What stands beside the text: a product screen or an illustration; `wideVisual` gives it the larger half. */
  visual: ReactNode;
  wideVisual?: boolean;
  /** What follows the intro beside the visual. */
  children?: ReactNode;
  /** What stands under both, across the page's width. */
  below?: ReactNode;
};

/** A page's opening: its h1 and text beside a visual (the visual below the text on phones). */
export function Hero({ heading, intro, eyebrow, visual, wideVisual, children, below }: HeroProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="overflow-hidden bg-gradient-to-b from-sand to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16 lg:py-20">
        <div
          className={`grid items-center gap-10 lg:gap-14 ${wideVisual ? "lg:grid-cols-[1fr_1.15fr]" : "lg:grid-cols-2"}`}
        >
          <div>
            {eyebrow ? <p className="eyebrow mb-3">{eyebrow}</p> : null}
            <h1 id={id} className="display-heading">
              {heading}
            </h1>
            <p className="mt-5 max-w-2xl text-gray-700 text-lg">{intro}</p>
            {children}
          </div>
          {visual}
        </div>
        {below}
      </div>
    </section>
  );
}

type Points = { items: readonly { title: string; text: string }[]; icons?: readonly IconName[] };

function IconBadge({ icon, tone }: { icon: IconName | undefined; tone: string }) {
  if (!icon) return null;
  return (
    <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${tone}`}>
      <Icon name={icon} className="size-6" />
    </span>
  );
}

/**
 * Cards as a list: screen readers announce how many there are. On phones the icon (`icons`, in the
 * items' order) stands beside the text instead of above it, so a column of cards stays short.
 */
export function CardGrid({ items, icons, columns = 3 }: Points & { columns?: 2 | 3 }) {
  return (
    <ul className={`mt-8 grid gap-4 sm:mt-10 sm:grid-cols-2 sm:gap-6 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {items.map(({ title, text }, index) => (
        <li key={title} className="flex gap-4 rounded-card border border-gray-200 bg-white p-5 sm:flex-col sm:p-6">
          <IconBadge icon={icons?.[index]} tone="bg-sage-100 text-brand-900" />
          <div className="flex flex-1 flex-col">
            <h3 className="text-brand-900 text-xl">{title}</h3>
            <p className="mt-2 flex-1 text-gray-700">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Points with an icon, a title and a line of text, without card borders: lighter than a card grid.
 * Side by side from 768 px (a statement with three points), one under another on phones.
 */
export function FeatureList({ items, icons, warm }: Points & { warm?: boolean }) {
  return (
    <ul className="mt-6 grid gap-x-10 gap-y-5 sm:mt-10 sm:gap-y-6 md:grid-cols-3">
      {items.map(({ title, text }, index) => (
        <li key={title} className="flex gap-4 md:flex-col">
          <IconBadge icon={icons?.[index]} tone={warm ? "bg-warm-100 text-warm-800" : "bg-sage-100 text-brand-900"} />
          <div>
            <h3 className="text-brand-900 text-xl">{title}</h3>
            <p className="mt-1.5 text-gray-700">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

type CheckListProps = { heading: string; items: readonly string[]; icon?: IconName };

/** A short heading over a list of points, each marked with an icon. */
export function CheckList({ heading, items, icon = "check-circle" }: CheckListProps) {
  return (
    <div>
      <h3 className="font-semibold text-brand-800 text-xl">{heading}</h3>
      <ul className="mt-4 flex flex-col gap-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 text-gray-800">
            <Icon name={icon} className="mt-0.5 size-6 shrink-0 text-brand-700" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The filled part of a star row (`star-row`, five stars wide), by how many stars are filled. */
const filledStars = ["w-0", "w-1/5", "w-2/5", "w-3/5", "w-4/5", "w-full"];

/**
 * The site's one way of drawing a rating (testimonial cards, the home page's
 * average, the feedback page): a row of five stars for the eye, `label`
 * ("4 av 5 stjerner") its single text alternative. The row is one box masked
 * by a star and a box over it for the filled stars, not five icons: the home
 * page shows about a hundred stars, and each icon is an SVG a slow phone lays
 * out and hydrates (docs/performance.md). `data-star-rating` lets tests find every use.
 */
export function StarRating({ rating, label, lang }: { rating: number; label: string; lang?: string }) {
  const filled = Math.min(STAR_SCALE, Math.max(0, Math.ceil(rating)));
  return (
    <span role="img" aria-label={label} lang={lang} data-star-rating={rating} className="star-row text-gray-300">
      <span data-filled-stars className={`block h-full bg-amber-600 ${filledStars[filled]}`} />
    </span>
  );
}
