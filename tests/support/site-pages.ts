import { localizedPath } from "../../app/routing/paths";
import { screens } from "../../app/routing/route-table.js";
import founders from "../../content/founders.json" with { type: "json" };

export type SitePage = { path: string; lang: "nb" | "en"; screen: string };

/** Every page a visitor can reach in both languages: the route table's pages plus the founders. */
export function sitePages(): SitePage[] {
  const pages = screens
    .filter((screen) => screen.inSitemap)
    .flatMap((screen) => [
      { path: screen.paths.nb, lang: "nb" as const, screen: screen.id },
      { path: screen.paths.en, lang: "en" as const, screen: screen.id },
      ...(screen.aliases ?? []).map((alias) => ({ path: alias, lang: "nb" as const, screen: screen.id })),
    ]);
  const founderPages = founders.flatMap((founder) =>
    (["nb", "en"] as const).map((lang) => ({
      path: localizedPath("founder", lang, { founder: founder.slug }),
      lang,
      screen: "founder",
    })),
  );
  const notFound = [
    { path: "/finnes-ikke/her", lang: "nb" as const, screen: "notFound" },
    { path: "/en/does-not/exist", lang: "en" as const, screen: "notFound" },
  ];
  return [...pages, ...founderPages, ...notFound];
}
