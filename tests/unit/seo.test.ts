import { describe, expect, it } from "vitest";
import { pageMeta } from "~/seo/meta";
import { renderSitemap } from "~/seo/sitemap";
import { blogPostingData, MAX_STRUCTURED_IMAGES } from "~/seo/structured-data";
import { remixMatch } from "../support/remix-match";

const site = "https://sinnsro.test";

const root = { siteUrl: site, siteName: "Sinnsro", rssTitle: "RSS" };
const page = { title: "Side", description: "Om noe" };

/** The head of the page Remix matches for a path: what Remix gives its meta (the matched routes, root first). */
function descriptors(pathname: string, norwegianOnly = false) {
  const { id, params } = remixMatch(pathname);
  const args = { params, matches: [{ id: "root", data: root }, { id }] } as unknown as Parameters<typeof pageMeta>[0];
  return pageMeta(args, { ...page, norwegianOnly }) as Record<string, unknown>[];
}

/** The page's links but the feed's. */
const seoLinks = (pathname: string, norwegianOnly = false) =>
  descriptors(pathname, norwegianOnly).filter(({ tagName, type }) => tagName === "link" && !type);

describe("canonical and hreflang links", () => {
  it("gives canonical and hreflang alternates with x-default on nb", () => {
    expect(seoLinks("/en/privacy")).toEqual([
      { tagName: "link", rel: "canonical", href: `${site}/en/privacy` },
      { tagName: "link", rel: "alternate", hrefLang: "nb", href: `${site}/personvern` },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${site}/en/privacy` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site}/personvern` },
    ]);
  });

  it("points an alias at the insights path", () => {
    expect(seoLinks("/public-blog/9")[0]).toEqual({ tagName: "link", rel: "canonical", href: `${site}/innsikt/9` });
  });

  it("gives unknown paths no canonical, and keeps them out of the index", () => {
    expect(seoLinks("/x/y")).toEqual([]);
    expect(descriptors("/x/y")).toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe("renderSitemap", () => {
  it("lists each page in both languages with alternates", () => {
    const xml = renderSitemap([{ screen: "vision" }, { screen: "founder", params: { founder: "a&b" } }], site);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain(`<loc>${site}/hvorfor</loc>`);
    expect(xml).toContain(`<loc>${site}/en/why</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site}/hvorfor"/>`);
    expect(xml).toContain(`<loc>${site}/en/a%26b</loc>`);
  });
});

describe("article ids in the sitemap", () => {
  it("are one percent-encoded path segment, whatever they hold", () => {
    const article = (id: string) => ({ screen: "article" as const, params: { id }, languages: ["nb" as const] });
    const xml = renderSitemap([article("../../../etc/passwd"), article("a b/../c")], site);
    expect(xml).toContain(`<loc>${site}/innsikt/..%2F..%2F..%2Fetc%2Fpasswd</loc>`);
    expect(xml).toContain(`<loc>${site}/innsikt/a%20b%2F..%2Fc</loc>`);
    expect(xml).not.toContain("etc/passwd");
  });
});

describe("the head of a page that exists in Norwegian only", () => {
  const localeAlternates = (norwegianOnly: boolean) =>
    descriptors("/innsikt/a", norwegianOnly).filter((descriptor) => descriptor.property === "og:locale:alternate");

  it.each(["/innsikt/a", "/en/insights/a"])("%s: canonical on nb, alternates nb and x-default only", (pathname) => {
    expect(seoLinks(pathname, true)).toEqual([
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
    const date = "2026-01-01T00:00:00Z";
    const article = { headline: "A", description: "B", url: `${site}/innsikt/a`, inLanguage: "nb" as const, images };
    const posting = blogPostingData(
      { ...article, datePublished: date, dateModified: date },
      { name: "Sinnsro", siteUrl: site, description: "C" },
    );
    expect(posting.image).toEqual(images.slice(0, MAX_STRUCTURED_IMAGES));
  });
});
