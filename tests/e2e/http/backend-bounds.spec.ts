import { jsonLd, backendArticle as row } from "../../support/articles";
import type { FakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { attributeOf, titleOf } from "../../support/html";
import type { SiteServer } from "../../support/site-server";

// What the site takes from a hostile backend (the fake's article and image answers) is bounded
// and checked: image addresses, article size, the number of articles, titles.
let fake: FakeSupabase;
let site: SiteServer;

// Rendering a 200 KB article once takes a while on a loaded machine.
test.describe.configure({ mode: "serial", timeout: 60_000 });

const SITE = "https://www.example.com";
const LOCAL_IMAGE = "/images/articles/stress-pa-jobben.svg";
const MEGABYTE = 1024 * 1024;
/** The number of articles the list takes (docs/content.md). */
const LISTED_ARTICLES = 200;

const page = async (path: string) => {
  const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, html: bytes.toString("utf8"), bytes: bytes.length };
};
const blogPosting = (html: string) => jsonLd(html).find((item) => item["@type"] === "BlogPosting");
const ogImage = (html: string) => attributeOf(html, /<meta property="og:image"[^>]*>/, "content");

/** About 2.4 MB of ordinary markdown: headings and paragraphs. */
const hugeMarkdown = Array.from({ length: 6_000 }, (_, n) =>
  `## Del ${n}\n\nEn lang tekst om søvn, stress og hvile som går over mange avsnitt og sider. `.repeat(4),
).join("\n\n");
/** 60 KB of a table of empty cells: markup that renders (500 KB) far larger than its source. */
const hugeTable = `|a|b|c|d|\n|-|-|-|-|\n${"|||||\n".repeat(10_000)}`;

// A site of its own whose cache keeps each answer for the whole file: every row is read once. A
// 2.4 MB row may take a loaded machine longer than the default 3 s to fetch; this file is about
// what the site makes of a row, not about a slow backend (faults.spec.ts), so it waits for it.
test.beforeAll(async ({ backends }) => {
  ({ fake, site } = await backends({ ARTICLES_CACHE_TTL_MS: "3600000", ARTICLES_TIMEOUT_MS: "30000" }));
  const storage = `${fake.url}/storage/v1/object/public/generated-images`;
  fake.data.articles = [
    row("foreign-cover", "2026-07-05T00:00:00Z"),
    row("foreign-only", "2026-07-04T00:00:00Z", { content: `Tekst.\n\n![Lokal](${LOCAL_IMAGE})` }),
    row("mixed-images", "2026-07-03T00:00:00Z"),
    row("huge", "2026-07-02T00:00:00Z", { content: hugeMarkdown, content_en: hugeMarkdown }),
    row("huge-table", "2026-07-01T00:00:00Z", { content: hugeTable, title: `Tabell ${"lang ".repeat(100_000)}` }),
    row("markup-title", "2026-06-30T00:00:00Z", {
      title: "<script>alert(1)</script><b>Rå</b> tittel & <i>mer</i>",
      title_en: '<img src=x onerror="alert(1)">Raw <em>title</em>',
      content: "Tekst med &lt;b&gt;kode&lt;/b&gt; i.",
    }),
    // Older than every other: these fill the list past its bound.
    ...Array.from({ length: 250 }, (_, n) => row(`filler-${n}`, new Date(Date.UTC(2020, 0, 1, 0, n)).toISOString())),
  ];
  const evil = (url: string) => ({ id: 1, url, alt_text: "Fremmed" });
  fake.data.generatedImages = {
    "foreign-cover/generated_articles": [evil("https://evil.example/cover.png")],
    "foreign-cover/content_intelligence": [evil("//evil.example/cover.png")],
    "foreign-only/generated_articles": [evil("https://evil.example/only.png")],
    "mixed-images/generated_articles": [evil("https://evil.example/mixed.png"), evil(`${storage}/mixed-images/ok.png`)],
  };
  fake.data.storedImages = { "foreign-cover": ["stored.png"] };
});

test("a generated image from another origin is dropped: then the storage folder's, then the article's own image is the cover", async () => {
  const storage = `${fake.url}/storage/v1/object/public/generated-images`;
  const stored = await page("/innsikt/foreign-cover");
  expect(ogImage(stored.html)).toBe(`${storage}/foreign-cover/stored.png`);
  expect(blogPosting(stored.html)?.image).toEqual([`${storage}/foreign-cover/stored.png`]);
  expect(stored.html).toContain(`src="${storage}/foreign-cover/stored.png"`);

  const own = await page("/innsikt/foreign-only");
  expect(ogImage(own.html)).toMatch(
    new RegExp(`^${SITE}/build/img/articles-stress-pa-jobben-share\\.[0-9a-f]{8}\\.png$`),
  );
  expect(blogPosting(own.html)?.image).toEqual([`${SITE}${LOCAL_IMAGE}`]);

  const mixed = await page("/innsikt/mixed-images");
  expect(ogImage(mixed.html)).toBe(`${storage}/mixed-images/ok.png`);

  for (const { html } of [stored, own, mixed, await page("/innsikt"), await page("/en/insights")]) {
    expect(html).not.toContain("evil.example");
  }
});

test("a 2.4 MB article is cut to what the site renders: the page stays under 1 MB, says so with a link to the list, and the cut is logged once", async () => {
  for (let view = 0; view < 3; view++) {
    const article = await page("/innsikt/huge");
    expect(article.status).toBe(200);
    expect(article.bytes).toBeLessThan(MEGABYTE);
    expect(article.html).toContain(bundles.nb.insights.cut.text);
    expect(article.html).toMatch(new RegExp(`<a [^>]*href="/innsikt"[^>]*>${bundles.nb.insights.cut.link}</a>`));
  }
  const english = await page("/en/insights/huge");
  expect(english.bytes).toBeLessThan(MEGABYTE);
  expect(english.html).toContain(bundles.en.insights.cut.text);
  const logged = site.events("articles.cut").filter((line) => line.what === "get_public_blog_article");
  expect(logged).toEqual([expect.objectContaining({ ids: ["huge"] })]);
});

test("markup that renders far larger than its source, and a 500 KB title, still make a page under 1 MB", async () => {
  const article = await page("/innsikt/huge-table");
  expect(article.status).toBe(200);
  expect(article.bytes).toBeLessThan(MEGABYTE);
  expect(article.html).toContain(bundles.nb.insights.cut.text);
  const list = await page("/innsikt");
  expect(list.bytes).toBeLessThan(MEGABYTE);
});

test("the list takes the newest 200 articles: the sitemap and the pages name no more", async () => {
  const sitemap = await page("/sitemap.xml");
  const articles = [...sitemap.html.matchAll(/<loc>https:\/\/www\.example\.com\/innsikt\/([^<]+)<\/loc>/g)];
  expect(articles).toHaveLength(LISTED_ARTICLES);
  expect(sitemap.html).toContain("/innsikt/huge<");
  expect(sitemap.html).toContain("/innsikt/filler-249<");
  expect(sitemap.html).not.toContain("/innsikt/filler-0<");
});

test("titles are text: markup is stripped from the page title, og:title, JSON-LD and the feed, and feed descriptions carry text", async () => {
  const article = await page("/innsikt/markup-title");
  expect(titleOf(article.html)).toBe("Rå tittel &amp; mer | Sinnsro");
  expect(attributeOf(article.html, /<meta property="og:title"[^>]*>/, "content")).toBe("Rå tittel &amp; mer | Sinnsro");
  expect(blogPosting(article.html)?.headline).toBe("Rå tittel & mer");
  const english = await page("/en/insights/markup-title");
  expect(blogPosting(english.html)?.headline).toBe("Raw title");

  const feed = await page("/innsikt/rss.xml");
  expect(feed.html).toContain("<title><![CDATA[Rå tittel & mer]]></title>");
  expect(feed.html).toContain("<description><![CDATA[Tekst med &lt;b>kode&lt;/b> i.]]></description>");
  const englishFeed = await page("/en/insights/rss.xml");
  expect(englishFeed.html).toContain("<title><![CDATA[Raw title]]></title>");
  for (const xml of [feed.html, englishFeed.html]) expect(xml).not.toMatch(/<(script|b|i|em|img)[ >]/);
});
