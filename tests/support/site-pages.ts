import { readFileSync } from "node:fs";
import { localizedPath, screenPatterns } from "../../app/routing/paths";
import { screens } from "../../app/routing/route-table.js";
import { localArticles } from "./articles";

type Lang = "nb" | "en";
export type SitePage = {
  path: string;
  lang: Lang;
  screen: string;
  /** An English page showing a Norwegian-only article: no en alternate, canonical on nb. */
  norwegianOnly?: boolean;
};

const both = (toPath: (lang: Lang) => string, screen: string): SitePage[] =>
  (["nb", "en"] as const).map((lang) => ({ path: toPath(lang), lang, screen }));

/** Every page a visitor can reach in both languages: the route table's pages plus the founders. */
export function sitePages(): SitePage[] {
  const pages = screens
    .filter((screen) => "inMenu" in screen)
    .flatMap((screen) => [
      ...both((lang) => screen.paths[lang], screen.id),
      ...screenPatterns(screen.id, "nb")
        .slice(1)
        .map((alias) => ({ path: alias, lang: "nb" as const, screen: screen.id })),
    ]);
  // Read, not imported: scripts/lib/page-heights.ts bundles this module with esbuild.
  const founders = JSON.parse(readFileSync("content/founders.json", "utf8")) as { slug: string }[];
  const founderPages = founders.flatMap((founder) =>
    both((lang) => localizedPath("founder", lang, { founder: founder.slug }), "founder"),
  );
  // An article in both languages, and one that English pages show in Norwegian.
  const articles = localArticles();
  const translated = articles.find((article) => article.translation_status === "translated");
  const untranslated = articles.find((article) => article.translation_status !== "translated");
  return [
    ...pages,
    ...founderPages,
    ...both((lang) => localizedPath("article", lang, { id: translated?.id ?? "" }), "article"),
    {
      path: localizedPath("article", "en", { id: untranslated?.id ?? "" }),
      lang: "en",
      screen: "article",
      norwegianOnly: true,
    },
    ...both((lang) => (lang === "nb" ? "/finnes-ikke/her" : "/en/does-not/exist"), "notFound"),
  ];
}
