import { cardLinks, jsonLd, backendArticle as row } from "../../support/articles";
import type { FakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { attributeOf } from "../../support/html";
import type { SiteServer } from "../../support/site-server";

let fake: FakeSupabase;
let site: SiteServer;

const SITE = "https://www.example.com";
const LOCAL_IMAGE = "/images/articles/stress-pa-jobben.svg";
/** "../../../etc/passwd" as one path segment. */
const TRAVERSAL = "..%2F..%2F..%2Fetc%2Fpasswd";

const page = async (path: string) => {
  const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
  return { status: response.status, html: await response.text(), headers: response.headers };
};

const blogPosting = (html: string) => jsonLd(html).find((item) => item["@type"] === "BlogPosting");

test.beforeAll(async ({ backends }) => {
  ({ fake, site } = await backends({}));
  const storage = `${fake.url}/storage/v1/object/public/generated-images`;
  fake.data.articles = [
    row("../../../etc/passwd", "2026-07-01T00:00:00Z"),
    row("a b/../c", "2026-06-01T00:00:00Z"),
    row("hostile-images", "2026-05-01T00:00:00Z", {
      content: [
        '<p>Tekst.<img src="javascript:alert(1)" alt="script">',
        '<img src="data:image/png;base64,AAAA" alt="data">',
        '<img src="https://tracker.example/pixel.gif" alt="tracker">',
        '<img src="//tracker.example/pixel.gif" alt="relative-protocol"></p>',
        `\n\n![Ekte](${LOCAL_IMAGE})\n\n![Lagret](${storage}/hostile-images/inline.png)`,
      ].join(""),
      content_en: null,
      translation_status: null,
    }),
    row("broken-url", "2026-01-01T00:00:00Z", {
      content: '<p>Før bildet.</p><img src="http://[::1" alt="brutt"><p>Etter bildet.</p>',
    }),
  ];
  fake.data.generatedImages["broken-url/generated_articles"] = [{ id: 1, url: "http://[::1", alt_text: "" }];
});

test.describe.configure({ mode: "serial" });

test("article ids are percent-encoded in links, canonical and structured data, the feed and the sitemap", async () => {
  const list = await page("/innsikt");
  expect(cardLinks(list.html)).toEqual(expect.arrayContaining([`/innsikt/${TRAVERSAL}`, "/innsikt/a%20b%2F..%2Fc"]));
  expect(list.html).not.toContain('href="/innsikt/../');

  const article = await page(`/en/insights/${TRAVERSAL}`);
  expect(article.status).toBe(200);
  expect(attributeOf(article.html, /<link rel="canonical"[^>]*>/, "href")).toBe(`${SITE}/en/insights/${TRAVERSAL}`);
  expect(attributeOf(article.html, /<link rel="alternate" hrefLang="nb"[^>]*>/, "href")).toBe(
    `${SITE}/innsikt/${TRAVERSAL}`,
  );
  expect(blogPosting(article.html)).toMatchObject({
    url: `${SITE}/en/insights/${TRAVERSAL}`,
    mainEntityOfPage: `${SITE}/en/insights/${TRAVERSAL}`,
  });

  const rss = await page("/innsikt/rss.xml");
  expect(rss.html).toContain(`<link>${SITE}/innsikt/${TRAVERSAL}</link>`);

  const sitemap = await page("/sitemap.xml");
  expect(sitemap.html).toContain(`<loc>${SITE}/en/insights/a%20b%2F..%2Fc</loc>`);
  const addresses = [
    ...[...rss.html.matchAll(/<(?:link|guid)[^>]*>([^<]*)</g)].map(([, address]) => address),
    ...[...sitemap.html.matchAll(/(?:<loc>|href=")([^<"]*)/g)].map(([, address]) => address),
  ];
  expect(addresses.filter((address) => address?.includes("etc/passwd") || address?.includes("a b/"))).toEqual([]);
});

test("cover, card thumbnail and og:image come from images the sanitiser kept, and the CSP allows no others", async () => {
  const article = await page("/innsikt/hostile-images");
  expect(article.status).toBe(200);
  // An SVG cover is shared as the PNG copy the build made of it: link previews show no SVG.
  expect(attributeOf(article.html, /<meta property="og:image"[^>]*>/, "content")).toMatch(
    new RegExp(`^${SITE}/build/img/articles-stress-pa-jobben-share\\.[0-9a-f]{8}\\.png$`),
  );
  const body = article.html.slice(article.html.indexOf("<article"), article.html.indexOf("</article>"));
  expect(body).toContain(`src="${LOCAL_IMAGE}"`);
  expect(body).toContain(`src="${fake.url}/storage/v1/object/public/generated-images/hostile-images/inline.png"`);
  expect(body).not.toMatch(/javascript:|data:|tracker\.example/);
  expect(blogPosting(article.html)?.image).toEqual([`${SITE}${LOCAL_IMAGE}`]);
  // The CSP loads images from this site and Supabase Storage only.
  expect(article.headers.get("content-security-policy")).toContain(`; img-src 'self' ${fake.url};`);

  const list = await page("/innsikt");
  const card = list.html.slice(list.html.lastIndexOf("<article", list.html.indexOf("/innsikt/hostile-images")));
  expect(card.slice(0, card.indexOf("</article>"))).toContain(`src="${LOCAL_IMAGE}"`);
  expect(list.html).not.toMatch(/javascript:|data:image|tracker\.example/);
});

// How many generated images a page names, and the storage listing's limits: tests/unit/supabase-articles.test.ts.
// The backend calls a flood of made-up ids may cost (10 a second): tests/unit/article-store.test.ts; what a
// failing backend's answer is logged as: tests/unit/supabase-articles.test.ts.
test("an image address that cannot be parsed leaves the page without it, never a 500", async () => {
  const article = await page("/innsikt/broken-url");
  expect(article.status).toBe(200);
  expect(article.html).toContain("Før bildet.");
  expect(article.html).toContain("Etter bildet.");
  expect(article.html).not.toContain("[::1");
  expect(blogPosting(article.html)?.image).toEqual([]);
  const list = await page("/innsikt");
  expect(list.status).toBe(200);
  expect(list.html).not.toContain("[::1");
});

test("an id that cannot be an article is not found without asking the backend", async () => {
  const id = "x".repeat(129);
  const { status, headers } = await page(`/innsikt/${id}`);
  expect(status).toBe(302);
  expect(headers.get("location")).toBe("/innsikt");
  const asked = fake.requests.filter(
    (request) => request.path === "/rest/v1/rpc/get_public_blog_article" && request.body.includes(id),
  );
  expect(asked).toEqual([]);
});
