import type { ReactNode } from "react";

/**
 * The app's screens are drawn in HTML inside a device frame (docs/design.md, "Product screens"):
 * a figure whose caption tells screen readers what it shows, and whose screen is hidden from
 * them, so no one hears the sample chat or tabs into controls that do nothing. Nothing inside
 * may be focusable. To show a real screenshot later, a place passes an image as `children`.
 * `data-app-screen` marks the drawn screen for tests (its text must come from the bundles).
 */
type FrameProps = {
  caption: string;
  children: ReactNode;
  className?: string;
  /** On phones the frame may be cut off at this height, fading out, to keep the page short. */
  cropOnPhone?: boolean;
};

export function PhoneFrame({ caption, children, className = "", cropOnPhone = false }: FrameProps) {
  return (
    <figure className={`relative mx-auto w-full max-w-[17.5rem] ${className}`}>
      <figcaption className="sr-only">{caption}</figcaption>
      <div aria-hidden="true" data-app-screen className={cropOnPhone ? "phone-crop" : undefined}>
        <div className="rounded-[2.75rem] bg-brand-900 p-2.5">
          <div className="relative flex aspect-[9/18.5] flex-col overflow-hidden rounded-[2.25rem] bg-white text-[0.8125rem] text-ink leading-snug">
            <div className="flex items-center justify-between px-6 pt-3 pb-1 font-semibold text-[0.6875rem]">
              <span>09:41</span>
              <span className="h-5 w-20 rounded-full bg-brand-900" />
              <span className="flex gap-0.5">
                <span className="h-2.5 w-1 rounded-sm bg-ink" />
                <span className="h-2.5 w-1 rounded-sm bg-ink" />
                <span className="h-2.5 w-1 rounded-sm bg-ink/40" />
              </span>
            </div>
            {children}
          </div>
        </div>
      </div>
    </figure>
  );
}

/** What every phone screen takes: its frame's classes, and whether a phone may show only its top. */
export type AppScreenProps = { className?: string; cropOnPhone?: boolean };

/** A browser window, for the HR dashboard (used on a computer). */
export function BrowserFrame({ caption, children, className = "" }: FrameProps) {
  return (
    <figure className={`relative mx-auto w-full ${className}`}>
      <figcaption className="sr-only">{caption}</figcaption>
      <div
        aria-hidden="true"
        data-app-screen
        className="overflow-hidden rounded-card bg-white ring-1 ring-brand-900/10"
      >
        <div className="flex items-center gap-1.5 border-gray-200 border-b bg-sand px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-warm-300" />
          <span className="size-2.5 rounded-full bg-sage-300" />
          <span className="size-2.5 rounded-full bg-brand-200" />
        </div>
        <div className="text-[0.8125rem] text-ink leading-snug">{children}</div>
      </div>
    </figure>
  );
}

/** The title bar every app screen starts with. */
export function ScreenTitle({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex items-center justify-between px-5 pt-2 pb-3">
      <span className="font-display font-semibold text-brand-900 text-lg">{children}</span>
      {aside}
    </div>
  );
}

/** A row of chips (moods, filters) with the first one selected. */
export function ChipRow({ items, idle }: { items: readonly string[]; idle: "bg-sage-100" | "bg-sand" }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {items.map((item, index) => (
        <span
          key={item}
          className={`rounded-full px-3 py-1 ${index === 0 ? "bg-brand-700 text-white" : `${idle} text-ink`}`}
        >
          {item}
        </span>
      ))}
    </div>
  );
}
