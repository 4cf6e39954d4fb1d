import { localizedPath, screenPatterns } from "../../app/routing/paths";
import { screens } from "../../app/routing/route-table.js";
import founders from "../../content/founders.json" with { type: "json" };
import { localArticles } from "./articles";

type SitePage = {
  path: string;
  lang: "nb" | "en";
  screen: string;
  /** An English page showing a Norwegian-only article: no en alternate, canonical on nb. */
  norwegianOnly?: boolean;
};

/** Every page a visitor can reach in both languages: the route table's pages plus the founders. */
export function sitePages(): SitePage[] {
  const pages = screens
    .filter((screen) => "inSitemap" in screen)
    .flatMap((screen) => [
      { path: screen.paths.nb, lang: "nb" as const, screen: screen.id },
      { path: screen.paths.en, lang: "en" as const, screen: screen.id },
      ...screenPatterns(screen.id, "nb")
        .slice(1)
        .map((alias) => ({ path: alias, lang: "nb" as const, screen: screen.id })),
    ]);
  const founderPages = founders.flatMap((founder) =>
    (["nb", "en"] as const).map((lang) => ({
      path: localizedPath("founder", lang, { founder: founder.slug }),
      lang,
      screen: "founder",
    })),
  );
  // An article in both languages, and one that English pages show in Norwegian.
  const articles = localArticles();
  const translated = articles.find((article) => article.translation_status === "translated");
  const untranslated = articles.find((article) => article.translation_status !== "translated");
  const articlePages = [
    { path: localizedPath("article", "nb", { id: translated?.id ?? "" }), lang: "nb" as const, screen: "article" },
    { path: localizedPath("article", "en", { id: translated?.id ?? "" }), lang: "en" as const, screen: "article" },
    {
      path: localizedPath("article", "en", { id: untranslated?.id ?? "" }),
      lang: "en" as const,
      screen: "article",
      norwegianOnly: true,
    },
  ];
  const notFound = [
    { path: "/finnes-ikke/her", lang: "nb" as const, screen: "notFound" },
    { path: "/en/does-not/exist", lang: "en" as const, screen: "notFound" },
  ];
  return [...pages, ...founderPages, ...articlePages, ...notFound];
}
