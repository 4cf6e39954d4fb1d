import { Link, useLocation } from "@remix-run/react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/i18n/use-language";
import { localizedPath, menuScreens } from "~/routing/paths";

/** Every page, by the start of its title, wherever the site lists them all (menu, footer). */
export function useMenuItems() {
  const { t, lang } = useT();
  return menuScreens.map(({ id }) => ({ id, href: localizedPath(id, lang), label: t(`menu.${id}`) }));
}

/** Typed characters older than this (1 s) no longer extend the type-ahead search. */
const TYPEAHEAD_RESET_MS = 1000;

/**
 * Index of the menu item that type-ahead moves to, or -1. Repeating one
 * character cycles through the items starting with it; a longer string keeps
 * the current item while it still matches (WAI-ARIA menu pattern).
 */
export function findTypeaheadMatch(labels: readonly string[], typed: string, currentIndex: number): number {
  const search = typed.toLocaleLowerCase();
  const repeatsOneCharacter = [...search].every((character) => character === search[0]);
  const needle = repeatsOneCharacter ? search.charAt(0) : search;
  const offset = repeatsOneCharacter ? 1 : 0;
  for (let step = 0; search && step < labels.length; step++) {
    const index = (currentIndex + offset + step) % labels.length;
    if (labels[index]?.toLocaleLowerCase().startsWith(needle)) return index;
  }
  return -1;
}

const panelClass =
  "absolute right-0 mt-2 w-56 rounded-lg border border-gray-200 bg-white py-2 shadow-lg focus:outline-none";
const itemClass =
  "block px-4 py-2 text-gray-800 hover:bg-brand-50 focus:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800";
const toggleClass =
  "flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-gray-300 px-3 py-1.5 font-medium text-sm hover:bg-gray-100 [&::-webkit-details-marker]:hidden";

function MenuToggleContent() {
  const { t } = useT();
  return (
    <>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {t("menu.label")}
    </>
  );
}

/**
 * Without JavaScript the menu is a <details> disclosure of plain links. Once
 * hydrated it becomes a WAI-ARIA menu button with arrow keys, Home/End,
 * Escape and type-ahead.
 */
export function MainMenu() {
  const { t } = useT();
  const { pathname } = useLocation();
  const items = useMenuItems();
  if (useHydrated()) return <MenuButton items={items} pathname={pathname} />;
  return (
    <details className="relative">
      <summary className={toggleClass}>
        <MenuToggleContent />
      </summary>
      <nav aria-label={t("menu.navLabel")} className={panelClass}>
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <a href={item.href} className={itemClass} aria-current={item.href === pathname ? "page" : undefined}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

function MenuButton({ items, pathname }: { items: ReturnType<typeof useMenuItems>; pathname: string }) {
  const { t } = useT();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const typed = useRef({ text: "", at: 0 });
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const open = activeIndex !== null;

  useEffect(() => {
    if (activeIndex !== null) menuRef.current?.querySelectorAll("a")[activeIndex]?.focus();
  }, [activeIndex]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setActiveIndex(null);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setActiveIndex(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = activeIndex ?? 0;
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: current === last ? 0 : current + 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActiveIndex(next);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && event.key !== " ") {
      event.preventDefault();
      const now = Date.now();
      typed.current.text = (now - typed.current.at < TYPEAHEAD_RESET_MS ? typed.current.text : "") + event.key;
      typed.current.at = now;
      const match = findTypeaheadMatch(
        items.map((item) => item.label),
        typed.current.text,
        current,
      );
      if (match >= 0) setActiveIndex(match);
    }
  };

  return (
    <nav aria-label={t("menu.navLabel")} className="relative">
      <button
        ref={buttonRef}
        type="button"
        id={`${menuId}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${menuId}-menu`}
        className={toggleClass}
        onClick={() => (open ? close(false) : setActiveIndex(0))}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
          event.preventDefault();
          setActiveIndex(event.key === "ArrowDown" ? 0 : items.length - 1);
        }}
      >
        <MenuToggleContent />
      </button>
      <ul
        ref={menuRef}
        id={`${menuId}-menu`}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: role=menu on a list is the WAI-ARIA menu button pattern.
        role="menu"
        aria-labelledby={`${menuId}-button`}
        hidden={!open}
        className={panelClass}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item) => (
          <li key={item.id} role="none">
            <Link
              prefetch="intent"
              to={item.href}
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              aria-current={item.href === pathname ? "page" : undefined}
              onClick={() => close(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
