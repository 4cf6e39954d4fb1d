/** Inline text links: underlined, so they never depend on colour alone (WCAG 1.4.1). */
export const textLinkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";
