import { describe, expect, it } from "vitest";
import { localizedPath, screenOfRoute } from "~/routing/paths";
import { pageMeta } from "~/seo/meta";
import { describePageSeo } from "~/seo/page-seo";
import { renderSitemap } from "~/seo/sitemap";
import { blogPostingData, MAX_STRUCTURED_IMAGES } from "~/seo/structured-data";
import { remixMatch } from "../support/remix-match";

const site = "https://sinnsro.test";

/** The SEO links of the page Remix matches for a path. */
function seoOf(pathname: string, options?: { norwegianOnly?: boolean }) {
  const { id, params } = remixMatch(pathname);
  const route = screenOfRoute(id);
  if (!route) throw new Error(`no screen for ${pathname}`);
  return describePageSeo(route, params, site, options);
}

describe("describePageSeo", () => {
  it("gives canonical and hreflang alternates with x-default on nb", () => {
    expect(seoOf("/en/privacy")).toEqual({
      lang: "en",
      canonical: `${site}/en/privacy`,
      alternates: [
        { hrefLang: "nb", href: `${site}/personvern` },
        { hrefLang: "en", href: `${site}/en/privacy` },
        { hrefLang: "x-default", href: `${site}/personvern` },
      ],
    });
  });

  it("points an alias at the insights path", () => {
    expect(seoOf("/public-blog/9").canonical).toBe(`${site}/innsikt/9`);
  });

  it("gives unknown paths no canonical", () => {
    expect(seoOf("/x/y")).toEqual({ lang: "nb", canonical: null, alternates: [] });
  });
});

describe("renderSitemap", () => {
  it("lists each page in both languages with alternates", () => {
    const xml = renderSitemap(
      [
        { pathIn: (lang) => localizedPath("vision", lang) },
        { pathIn: (lang) => localizedPath("founder", lang, { founder: "a&b" }) },
      ],
      site,
    );
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain(`<loc>${site}/hvorfor</loc>`);
    expect(xml).toContain(`<loc>${site}/en/why</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site}/hvorfor"/>`);
    expect(xml).toContain(`<loc>${site}/en/a%26b</loc>`);
  });
});

describe("article ids in the sitemap", () => {
  it("are one percent-encoded path segment, whatever they hold", () => {
    const xml = renderSitemap(
      [
        { pathIn: (lang) => localizedPath("article", lang, { id: "../../../etc/passwd" }), languages: ["nb"] },
        { pathIn: (lang) => localizedPath("article", lang, { id: "a b/../c" }), languages: ["nb"] },
      ],
      site,
    );
    expect(xml).toContain(`<loc>${site}/innsikt/..%2F..%2F..%2Fetc%2Fpasswd</loc>`);
    expect(xml).toContain(`<loc>${site}/innsikt/a%20b%2F..%2Fc</loc>`);
    expect(xml).not.toContain("etc/passwd");
  });
});

describe("the head of a page that exists in Norwegian only", () => {
  const root = { siteUrl: site, siteName: "Sinnsro", rssTitle: "RSS" };
  const page = { title: "Artikkel", description: "Om noe", norwegianOnly: true };
  // What Remix gives a screen's meta: the matched routes (root first) and their parameters.
  const metaArgs = (pathname: string) => {
    const { id, params } = remixMatch(pathname);
    return {
      params,
      matches: [
        { id: "root", data: root },
        { id, data: { page } },
      ],
    } as unknown as Parameters<typeof pageMeta>[0];
  };
  const descriptors = (pathname: string, norwegianOnly = true) =>
    pageMeta(metaArgs(pathname), { ...page, norwegianOnly }) as Record<string, unknown>[];
  const links = (pathname: string) => descriptors(pathname).filter((descriptor) => descriptor.tagName === "link");
  const localeAlternates = (norwegianOnly: boolean) =>
    descriptors("/innsikt/a", norwegianOnly).filter((descriptor) => descriptor.property === "og:locale:alternate");

  it.each(["/innsikt/a", "/en/insights/a"])("%s: canonical on nb, alternates nb and x-default only", (pathname) => {
    expect(links(pathname)).toEqual([
      expect.objectContaining({ rel: "alternate", type: "application/rss+xml" }),
      { tagName: "link", rel: "canonical", href: `${site}/innsikt/a` },
      { tagName: "link", rel: "alternate", hrefLang: "nb", href: `${site}/innsikt/a` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site}/innsikt/a` },
    ]);
  });

  it("names no English locale as an alternate", () => {
    expect(localeAlternates(true)).toEqual([]);
    expect(localeAlternates(false)).toEqual([{ property: "og:locale:alternate", content: "en_GB" }]);
  });
});

describe("blogPostingData", () => {
  it("names up to 12 images", () => {
    const images = Array.from({ length: 14 }, (_, index) => `https://img.example/${index}.png`);
    const posting = blogPostingData(
      {
        headline: "A",
        description: "B",
        url: `${site}/innsikt/a`,
        datePublished: "2026-01-01T00:00:00Z",
        dateModified: "2026-01-01T00:00:00Z",
        inLanguage: "nb",
        images,
      },
      { name: "Sinnsro", siteUrl: site, description: "C" },
    );
    expect(posting.image).toEqual(images.slice(0, MAX_STRUCTURED_IMAGES));
  });
});
