import type { MetaArgs, MetaDescriptor } from "@remix-run/react";
import { resources } from "~/routing/route-table.js";
import { ogLocales, type PageSeo } from "./page-seo";

/** What a screen's loader says about itself; the rest comes from the root loader. */
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

type RootSeoData = { seo: PageSeo; siteName: string; rssTitle: string };

export function seoDescriptors(page: PageText, root: RootSeoData): MetaDescriptor[] {
  const seo = page.norwegianOnly ? norwegianOnly(root.seo) : root.seo;
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
  ];
}

function norwegianOnly(seo: PageSeo): PageSeo {
  const nb = seo.alternates.find((alternate) => alternate.hrefLang === "nb")?.href ?? seo.canonical;
  return { ...seo, canonical: nb, alternates: seo.alternates.filter((alternate) => alternate.hrefLang !== "en") };
}

/** schema.org objects a screen embeds as JSON-LD for search engines. */
export type StructuredData = Record<string, unknown>;

/**
 * The `meta` export of every screen: its loader returns `{ page }` (and
 * optionally `structuredData`), the root loader the SEO links.
 */
export function pageMeta({ data, matches }: MetaArgs): MetaDescriptor[] {
  const { page, structuredData = [] } = (data ?? {}) as { page?: PageText; structuredData?: StructuredData[] };
  const root = matches.find((match) => match.id === "root")?.data as RootSeoData | undefined;
  if (!page || !root) return [];
  return [...seoDescriptors(page, root), ...structuredData.map((item) => ({ "script:ld+json": item }))];
}
