import { Link, useLocation } from "@remix-run/react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/i18n/use-language";
import { localizedPath, menuScreens } from "~/routing/paths";
import { findTypeaheadMatch, TYPEAHEAD_RESET_MS } from "./menu-typeahead";

type MenuItem = { id: string; href: string; label: string };

/** A page's name wherever the site links to it (menu, header, footer): the start of its title. */
export function menuLabel(t: ReturnType<typeof useT>["t"], screenId: (typeof menuScreens)[number]["id"]): string {
  return t(`menu.${screenId}`);
}

export function useMenuItems(): MenuItem[] {
  const { t, lang } = useT();
  return menuScreens.map((screen) => ({
    id: screen.id,
    href: localizedPath(screen.id, lang),
    label: menuLabel(t, screen.id),
  }));
}

const panelClass =
  "absolute right-0 mt-2 w-56 rounded-lg border border-gray-200 bg-white py-2 shadow-lg focus:outline-none";
const itemClass =
  "block px-4 py-2 text-gray-800 hover:bg-brand-50 focus:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800";
const toggleClass =
  "flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-gray-300 px-3 py-1.5 font-medium text-sm hover:bg-gray-100 [&::-webkit-details-marker]:hidden";

function MenuIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Without JavaScript the menu is a <details> disclosure of plain links. Once
 * hydrated it becomes a WAI-ARIA menu button with arrow keys, Home/End,
 * Escape and type-ahead.
 */
export function MainMenu() {
  return useHydrated() ? <MenuButton /> : <DisclosureMenu />;
}

function DisclosureMenu() {
  const { t } = useT();
  const { pathname } = useLocation();
  return (
    <details className="relative">
      <summary className={toggleClass}>
        <MenuIcon />
        {t("menu.label")}
      </summary>
      <nav aria-label={t("menu.navLabel")} className={panelClass}>
        <ul>
          {useMenuItems().map((item) => (
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

function MenuButton() {
  const { t } = useT();
  const { pathname } = useLocation();
  const items = useMenuItems();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const typed = useRef({ text: "", timer: 0 });
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const open = activeIndex !== null;

  useEffect(() => {
    if (activeIndex !== null) itemRefs.current[activeIndex]?.focus();
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

  useEffect(() => () => window.clearTimeout(typed.current.timer), []);

  const close = (returnFocus: boolean) => {
    setActiveIndex(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActiveIndex(event.key === "ArrowDown" ? 0 : items.length - 1);
    }
  };

  const typeahead = (character: string, current: number) => {
    window.clearTimeout(typed.current.timer);
    typed.current.text += character;
    typed.current.timer = window.setTimeout(() => {
      typed.current.text = "";
    }, TYPEAHEAD_RESET_MS);
    const match = findTypeaheadMatch(
      items.map((item) => item.label),
      typed.current.text,
      current,
    );
    if (match >= 0) setActiveIndex(match);
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
      typeahead(event.key, current);
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
        onKeyDown={onButtonKeyDown}
      >
        <MenuIcon />
        {t("menu.label")}
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
        {items.map((item, index) => (
          <li key={item.id} role="none">
            <Link
              prefetch="intent"
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
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
