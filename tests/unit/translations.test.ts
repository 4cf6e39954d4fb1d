import { describe, expect, it } from "vitest";
import en from "~/i18n/en.json";
import nb from "~/i18n/nb.json";
import { menuScreens } from "~/routing/paths";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe("translation bundles", () => {
  it("have the same keys in nb and en", () => {
    expect(keysOf(en).sort()).toEqual(keysOf(nb).sort());
  });

  it("have no empty strings", () => {
    for (const bundle of [nb, en]) {
      const empty = keysOf(bundle).filter((key) => {
        const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
        return typeof value !== "string" || value.trim() === "";
      });
      expect(empty).toEqual([]);
    }
  });

  it("name every menu entry as the title of the page it opens begins (the home page's title is the brand's)", () => {
    for (const bundle of [nb, en]) {
      for (const screen of menuScreens) {
        expect(bundle.menu).toHaveProperty(screen.id);
        if (screen.id === "home") continue;
        const label = bundle.menu[screen.id as keyof typeof bundle.menu];
        const title = bundle.screens[screen.id as keyof typeof bundle.screens].title;
        expect(title, screen.id).toMatch(new RegExp(`^${label}( [–|]|$)`));
      }
    }
  });
});
