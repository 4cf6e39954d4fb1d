import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-center font-semibold transition-colors";
const variants = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${base} border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50`,
  /** For dark backgrounds. */
  outlineLight: `${base} border-2 border-white text-white hover:bg-white/10`,
} as const;

type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "primary"): string {
  return variants[variant];
}

type Props = { href: string; variant?: ButtonVariant; children: ReactNode };

/** A link within the site styled as a button, for calls to action that navigate. */
export function ButtonLink({ href, variant = "primary", children }: Props) {
  return (
    <Link to={href} prefetch="intent" className={buttonClass(variant)}>
      {children}
    </Link>
  );
}

/** A call to action that leaves the site: a new tab, announced as such. */
export function ExternalButtonLink({
  href,
  variant = "primary",
  newTabLabel,
  children,
}: Props & { newTabLabel: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={buttonClass(variant)}>
      {children}
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  );
}
