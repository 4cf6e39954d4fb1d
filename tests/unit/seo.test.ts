import { describe, expect, it } from "vitest";
import { describePageSeo } from "~/seo/page-seo";
import { renderSitemap } from "~/seo/sitemap";

const site = "https://sinnsro.test";

describe("describePageSeo", () => {
  it("gives canonical and hreflang alternates with x-default on nb", () => {
    expect(describePageSeo("/en/privacy", site)).toEqual({
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
    expect(describePageSeo("/public-blog/9", site).canonical).toBe(`${site}/innsikt/9`);
  });

  it("gives unknown paths no canonical", () => {
    expect(describePageSeo("/x/y", site)).toEqual({ lang: "nb", canonical: null, alternates: [] });
  });
});

describe("renderSitemap", () => {
  it("lists each page in both languages with alternates", () => {
    const xml = renderSitemap([{ screenId: "vision" }, { screenId: "founder", params: { founder: "a&b" } }], site);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain(`<loc>${site}/hvorfor</loc>`);
    expect(xml).toContain(`<loc>${site}/en/why</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site}/hvorfor"/>`);
    expect(xml).toContain(`<loc>${site}/en/a&#38;b</loc>`);
  });
});
