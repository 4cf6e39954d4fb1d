import { DomUtils, parseDocument } from "htmlparser2";
import { cardLinks, jsonLd, localArticles } from "../../support/articles";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { attributeOf, elementOf } from "../../support/html";

const articles = localArticles();
const translated = articles.find((article) => article.translation_status === "translated");

test.describe("the insights list on the local source", () => {
  test("shows ten articles per page, newest first, with rel prev/next; the last page past the end, page 1 for garbage", async ({
    request,
  }) => {
    const first = await (await request.get("/innsikt")).text();
    expect(cardLinks(first)).toEqual(articles.slice(0, 10).map((article) => `/innsikt/${article.id}`));
    expect(first).toMatch(/<a rel="next"[^>]*href="\/innsikt\?page=2"/);
    expect(first).not.toContain('rel="prev"');
    const second = await (await request.get("/innsikt?page=2")).text();
    expect(cardLinks(second)).toEqual(articles.slice(10).map((article) => `/innsikt/${article.id}`));
    expect(second).toMatch(/<a rel="prev"[^>]*href="\/innsikt"/);
    expect(second).not.toContain('rel="next"');
    expect(cardLinks(await (await request.get("/innsikt?page=999")).text())).toEqual(cardLinks(second));
    for (const garbage of ["abc", "0", "%00"]) {
      const response = await request.get(`/en/insights?page=${garbage}`);
      expect(response.status()).toBe(200);
      expect(cardLinks(await response.text())[0]).toBe(`/en/insights/${articles[0]?.id}`);
    }
  });
  // Search, the cards' date, reading time and excerpt: tests/unit/article-view.test.ts and article-text.test.ts.

  // The English list keeps every article; one without an English version is marked "In Norwegian", its
  // title and excerpt carrying lang="nb" (not the card, nor its badge). The first page of the
  // sample articles has both kinds.
  test("/en/insights lists all its articles and marks the untranslated ones; /innsikt marks none", async ({
    request,
  }) => {
    const onPage = articles.slice(0, 10);
    const untranslated = (article: (typeof onPage)[number]) =>
      article.translation_status !== "translated" || !article.title_en;
    expect(onPage.some(untranslated) && !onPage.every(untranslated)).toBe(true);
    const cardsOf = async (path: string) => {
      const main = parseDocument(elementOf(await (await request.get(path)).text(), "main")).children;
      return DomUtils.findAll((element) => element.name === "article", main);
    };
    const english = await cardsOf("/en/insights");
    expect(english).toHaveLength(onPage.length);
    const badge = bundles.en.insights.inNorwegian;
    for (const [index, article] of onPage.entries()) {
      const card = english.slice(index, index + 1);
      const norwegian = DomUtils.findAll((element) => element.attribs.lang === "nb", card);
      const seen = {
        href: DomUtils.findOne((element) => element.name === "a", card)?.attribs.href,
        title: DomUtils.textContent(DomUtils.findOne((element) => element.name === "h2", card) ?? []),
        marked: norwegian.map((element) => element.name).filter((name) => name !== "span"),
        badge: DomUtils.textContent(card).includes(badge),
        badgeInNorwegian: norwegian.some((element) => DomUtils.textContent(element).includes(badge)),
      };
      const expected = untranslated(article)
        ? { title: article.title, marked: ["h2", "p"], badge: true }
        : { title: article.title_en, marked: [], badge: false };
      expect(seen, article.id).toEqual({ href: `/en/insights/${article.id}`, ...expected, badgeInNorwegian: false });
    }
    const norwegian = await cardsOf("/innsikt");
    expect(norwegian).toHaveLength(onPage.length);
    expect(DomUtils.findAll((element) => "lang" in element.attribs, norwegian)).toEqual([]);
    expect(DomUtils.textContent(norwegian)).not.toContain(bundles.nb.insights.inNorwegian);
  });
});

test.describe("an article on the local source", () => {
  // Its table of contents: tests/unit/article-text.test.ts and tests/e2e/browser/insights.spec.ts.
  test("describes itself: article meta, BlogPosting and BreadcrumbList", async ({ request }) => {
    const article = translated ?? articles[0];
    const html = await (await request.get(`/en/insights/${article?.id}`)).text();
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(attributeOf(html, /<meta name="description"[^>]*>/, "content")?.length).toBeLessThanOrEqual(160);
    expect(html).toContain(
      `<link rel="alternate" hrefLang="en" href="https://www.example.com/en/insights/${article?.id}"/>`,
    );
    const [posting, breadcrumbs] = jsonLd(html);
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: article?.title_en,
      inLanguage: "en",
      url: `https://www.example.com/en/insights/${article?.id}`,
      author: { "@type": "Organization", name: "Sinnsro" },
      publisher: { "@type": "Organization", name: "Sinnsro" },
    });
    expect((posting?.image as string[] | undefined)?.length).toBeLessThanOrEqual(12);
    // The samples name no people: generated, and reviewed by no one.
    expect(html).toContain(bundles.en.insights.aiWritten);
    expect(breadcrumbs).toMatchObject({ "@type": "BreadcrumbList" });
    expect((breadcrumbs?.itemListElement as unknown[] | undefined)?.length).toBe(3);
  });

  test("written for young people (audience: ungdom), it offers their help lines first in the header; its text links them", async ({
    request,
  }) => {
    for (const [path, first] of [
      ["/innsikt/eksamenspress", "tel:116111"],
      ["/en/insights/eksamenspress", "tel:116111"],
      ["/innsikt/stress-pa-jobben", "tel:113"],
    ] as const) {
      const header = elementOf(await (await request.get(path)).text(), "header");
      expect(header.match(/href="(tel:\d+)"/)?.[1], path).toBe(first);
    }
    // Help lines in an article's text are tel: links, as in a content page's (content.spec.ts).
    const article = elementOf(await (await request.get("/innsikt/eksamenspress")).text(), "main");
    expect(article).toContain('<a href="tel:116111"');
  });
});

// Articles in the sitemap (lastmod, English only when translated): routing.spec.ts.
test("each language has an RSS feed, linked from the page head", async ({ request }) => {
  for (const [list, feed] of [
    ["/innsikt", "/innsikt/rss.xml"],
    ["/en/insights", "/en/insights/rss.xml"],
  ] as const) {
    expect(await (await request.get(list)).text()).toContain(`type="application/rss+xml"`);
    const response = await request.get(feed);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)).toHaveLength(articles.length);
    expect(xml).toContain(`https://www.example.com${list}/${articles[0]?.id}`);
  }
});
