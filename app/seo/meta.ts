import type { MetaArgs, MetaDescriptor, MetaFunction } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { screenOfRoute } from "~/routing/paths";
import { resources } from "~/routing/route-table.js";
import { describePageSeo, ogLocales } from "./page-seo";

/** What a screen's loader says about itself; the rest comes from the root loader and the route. */
export type PageText = {
  title: string;
  description: string;
  /** Open Graph type; articles say "article". */
  ogType?: "website" | "article";
  /** Absolute URL of the page's main image, for link previews. */
  image?: string | null;
  /**
   * The page exists only in Norwegian (an untranslated article), whichever
   * language shows it: canonical on nb, and no en alternate (its en page
   * would only point back at nb).
   */
  norwegianOnly?: boolean;
};

/** schema.org objects a screen embeds as JSON-LD for search engines. */
export type StructuredData = Record<string, unknown>;

type RootMatch = { root: typeof rootLoader };

/** A screen's `meta`: its own loader's data, type-checked, and the root's. */
export type ScreenMeta<Loader> = MetaFunction<Loader, RootMatch>;

/**
 * The head of a screen: title, description, Open Graph, the feed, and the
 * canonical and hreflang links of the route Remix matched.
 */
export function pageMeta<Loader>(
  { matches, params }: MetaArgs<Loader, RootMatch>,
  page: PageText | undefined,
  structuredData: readonly StructuredData[] = [],
): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data;
  const route = screenOfRoute(matches.at(-1)?.id);
  if (!page || !root || !route) return [];
  const seo = describePageSeo(route, params, root.siteUrl, { norwegianOnly: page.norwegianOnly });
  // Only languages the page really has an alternate in.
  const otherLocales = seo.alternates.flatMap(({ hrefLang }) =>
    hrefLang !== "x-default" && hrefLang !== seo.lang ? [ogLocales[hrefLang]] : [],
  );
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:site_name", content: root.siteName },
    { property: "og:type", content: page.ogType ?? "website" },
    ...(page.image ? [{ property: "og:image", content: page.image }] : []),
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:locale", content: ogLocales[seo.lang] },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: root.rssTitle,
      href: resources.find((resource) => resource.id === `rss.${seo.lang}`)?.path,
    },
    ...otherLocales.map((locale) => ({ property: "og:locale:alternate", content: locale })),
    ...(seo.canonical
      ? [
          { tagName: "link", rel: "canonical", href: seo.canonical },
          { property: "og:url", content: seo.canonical },
          ...seo.alternates.map((alternate) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: alternate.hrefLang,
            href: alternate.href,
          })),
        ]
      : [{ name: "robots", content: "noindex" }]),
    ...structuredData.map((item) => ({ "script:ld+json": item })),
  ];
}
