import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { textLinkClass } from "./styles";

/** A paragraph holding one text link back to a parent page (home, a list, about). */
export function BackLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <p className={className}>
      <Link prefetch="intent" to={to} className={textLinkClass}>
        {children}
      </Link>
    </p>
  );
}
