import { Link, useLocation } from "@remix-run/react";
import { type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode, useRef } from "react";
import { useT } from "~/i18n/use-language";
import { localizedPath, menuGroups, menuScreens } from "~/routing/paths";

type MenuScreenId = (typeof menuScreens)[number]["id"];
type PageLinksProps = {
  screens?: readonly { id: MenuScreenId }[];
  /** The id of the heading that names the list (a group of the menu). */
  labelledBy?: string;
  className?: string;
  linkClass: string;
};

/**
 * Pages as a list of links, by the start of their title, the current one marked: every page where
 * the site lists them all (menu, footer), or `screens` (the header).
 */
export function PageLinks({ screens = menuScreens, labelledBy, className, linkClass }: PageLinksProps) {
  const { t, lang } = useT();
  const { pathname } = useLocation();
  return (
    <ul aria-labelledby={labelledBy} className={className}>
      {screens.map(({ id }) => (
        <li key={id}>
          <Link
            to={localizedPath(id, lang)}
            prefetch="intent"
            className={linkClass}
            aria-current={localizedPath(id, lang) === pathname ? "page" : undefined}
          >
            {t(`menu.${id}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Typed characters older than this (1 s) no longer extend the type-ahead search. */
const TYPEAHEAD_RESET_MS = 1000;

/**
 * Index of the menu item that type-ahead moves to, if any. Repeating one character cycles
 * through the items starting with it; a longer string keeps the current item while it still
 * matches (WAI-ARIA menu pattern).
 */
function findTypeaheadMatch(labels: readonly string[], typed: string, current: number) {
  const search = typed.toLocaleLowerCase();
  const repeatsOneCharacter = [...search].every((character) => character === search[0]);
  const needle = repeatsOneCharacter ? search.charAt(0) : search;
  const start = current + (repeatsOneCharacter ? 1 : 0);
  const order = labels.map((_, step) => (start + step) % labels.length);
  return order.find((index) => labels[index]?.toLocaleLowerCase().startsWith(needle));
}

// Within the viewport, scrolling on its own: every entry is reachable on a phone held sideways and at 400 % zoom.
const panelClass =
  "absolute right-0 mt-2 max-h-[calc(100dvh-4.5rem)] w-60 overflow-y-auto overscroll-contain rounded-lg border border-gray-200 bg-white py-2 shadow-lg";
const groupHeadingClass = "px-4 pt-3 pb-1 font-semibold text-gray-700 text-xs uppercase tracking-wide";
const itemClass =
  "block px-4 py-2 text-gray-800 hover:bg-brand-50 focus:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800";
const toggleClass =
  "flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-gray-300 px-3 py-1.5 font-medium text-sm hover:bg-gray-100 [&::-webkit-details-marker]:hidden";

/**
 * What closes a <details> panel once hydrated: a followed link (the page changes under it without a
 * reload), focus moving anywhere else, and Escape (focus back on its toggle).
 */
export const closesOnLeave = {
  onKeyDown: (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== "Escape" || !event.currentTarget.open) return;
    event.preventDefault();
    event.currentTarget.open = false;
    event.currentTarget.querySelector("summary")?.focus();
  },
  onClick: (event: MouseEvent<HTMLDetailsElement>) => {
    if ((event.target as Element).closest("a")) event.currentTarget.open = false;
  },
  onBlur: (event: FocusEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) event.currentTarget.open = false;
  },
};

/**
 * A <details> disclosure of plain links: it opens, closes and is announced without JavaScript.
 * Once hydrated, opening it moves focus to the first link, arrows, Home/End and type-ahead move
 * between the links, Escape closes it and returns to the toggle, and it closes when focus or a
 * click goes anywhere else.
 */
export function MainMenu({ action }: { action: ReactNode }) {
  const { t } = useT();
  const typed = useRef({ text: "", at: 0 });

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    closesOnLeave.onKeyDown(event);
    const details = event.currentTarget;
    const arrow = event.key === "ArrowDown" || event.key === "ArrowUp";
    // Closed, only the arrows open it (on the first or the last link).
    if (!details.open && !arrow) return;
    const links = [...details.querySelectorAll("a")];
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const last = links.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: current === last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    let next = moves[event.key];
    if (event.key.length === 1 && event.key !== " " && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      const now = Date.now();
      typed.current.text = (now - typed.current.at < TYPEAHEAD_RESET_MS ? typed.current.text : "") + event.key;
      typed.current.at = now;
      const labels = links.map((link) => link.textContent ?? "");
      next = findTypeaheadMatch(labels, typed.current.text, Math.max(current, 0));
    }
    if (next === undefined) return;
    event.preventDefault();
    details.open = true;
    links[next]?.focus();
  };

  return (
    <nav aria-label={t("menu.navLabel")}>
      <details
        className="relative"
        {...closesOnLeave}
        onKeyDown={onKeyDown}
        onToggle={(event) => {
          const details = event.currentTarget;
          if (details.open && !details.querySelector("a:focus")) details.querySelector("a")?.focus();
        }}
      >
        <summary className={toggleClass}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {/* Below 640 px, and from 1024 to 1280 px beside the main links, the icon alone; the name is still heard. */}
          <span className="max-sm:sr-only lg:max-xl:sr-only">{t("menu.label")}</span>
        </summary>
        <div className={panelClass}>
          {menuGroups.map((group) => (
            <div key={group}>
              <p id={`menu-group-${group}`} className={groupHeadingClass}>
                {t(`menu.groups.${group}`)}
              </p>
              <PageLinks
                screens={menuScreens.filter((screen) => screen.inMenu === group)}
                labelledBy={`menu-group-${group}`}
                linkClass={itemClass}
              />
            </div>
          ))}
          {action}
        </div>
      </details>
    </nav>
  );
}
