import type { MetaArgs, MetaDescriptor } from "@remix-run/react";
import { ogLocales, type PageSeo } from "./page-seo";

/** What a screen's loader says about itself; the rest comes from the root loader. */
export type PageText = { title: string; description: string };

type RootSeoData = { seo: PageSeo; siteName: string };

export function seoDescriptors(page: PageText, root: RootSeoData): MetaDescriptor[] {
  const { seo } = root;
  const otherLocales = Object.entries(ogLocales).filter(([lang]) => lang !== seo.lang);
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:site_name", content: root.siteName },
    { property: "og:type", content: "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:locale", content: ogLocales[seo.lang] },
    ...otherLocales.map(([, locale]) => ({ property: "og:locale:alternate", content: locale })),
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
