import type { Language } from "~/routing/paths";

// Inline SVG: emoji flags do not render on many desktop systems.
export function Flag({ lang }: { lang: Language }) {
  if (lang === "nb") {
    return (
      <svg width="20" height="15" aria-hidden="true" focusable="false" className="rounded-sm" viewBox="0 0 22 16">
        <rect width="22" height="16" fill="#ba0c2f" />
        <path d="M0 8h22M8 0v16" stroke="#fff" strokeWidth="4" />
        <path d="M0 8h22M8 0v16" stroke="#00205b" strokeWidth="2" />
      </svg>
    );
  }
  return (
    <svg width="20" height="15" aria-hidden="true" focusable="false" className="rounded-sm" viewBox="0 0 60 30">
      <rect width="60" height="30" fill="#012169" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#c8102e" strokeWidth="2" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  );
}
