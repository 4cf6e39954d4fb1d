import { cardLinks, jsonLd, backendArticle as row } from "../../support/articles";
import type { FakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import type { SiteServer } from "../../support/site-server";

let fake: FakeSupabase;
let site: SiteServer;

// A short cache TTL and a breaker that soon tries again: each test sees what the fake holds at the time.
test.beforeAll(async ({ backends }) => {
  ({ fake, site } = await backends({ ARTICLES_CACHE_TTL_MS: "1", BACKEND_BREAKER_COOLDOWN_MS: "200" }));
});

test.describe.configure({ mode: "serial" });

// First in the file: nothing is cached yet, and the breaker has seen no failure.
for (const [mode, failure] of [
  ["wrongShape", "an answer of the wrong shape (no valid row at all)"],
  ["error500", "a failing backend"],
] as const) {
  test(`${failure} gives an empty list no cache keeps, and sends articles back to the list`, async () => {
    fake.setMode(mode);
    const mark = site.events("articles.failed").length;
    const response = await fetch(`${site.url}/en/insights`);
    const list = await response.text();
    expect(cardLinks(list)).toEqual([]);
    expect(list).toContain(bundles.en.insights.noArticles);
    // A stand-in for a failed backend is kept by no cache.
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    for (const feed of ["/innsikt/rss.xml", "/sitemap.xml"]) {
      expect((await fetch(`${site.url}${feed}`)).headers.get("cache-control"), feed).toBe("no-store");
    }
    const article = await fetch(`${site.url}/en/insights/a`, { redirect: "manual" });
    expect([article.status, article.headers.get("location")]).toEqual([302, "/en/insights"]);
    expect(site.events("articles.failed").length).toBeGreaterThan(mark);
  });
}

// Which rows and images are read, in what order: tests/unit/supabase-articles.test.ts; what an
// article's HTML may keep: tests/unit/article-text.test.ts and tests/e2e/browser/xss.js.spec.ts.
test("lists valid rows newest first, each with its generated image, its storage folder's or a drawn cover", async () => {
  fake.setMode("ok");
  fake.data.articles = [
    row("old", "2025-01-01T00:00:00Z"),
    row("new", "2026-06-01T00:00:00Z"),
    { id: "broken", title: 42 },
    row("mid", "2026-01-01T00:00:00Z"),
  ];
  const generated = `${fake.url}/storage/v1/object/public/generated-images/new/new.png`;
  fake.data.generatedImages["new/content_intelligence"] = [{ id: 1, url: generated, alt_text: "Nytt" }];
  fake.data.storedImages.mid = ["cover.png"];
  // The cache answers with what it had while it refreshes (stale-while-revalidate): ask until it is fresh.
  const list = () => fetch(`${site.url}/innsikt`).then((response) => response.text());
  await expect.poll(list).toContain(generated);
  const html = await list();
  expect(cardLinks(html)).toEqual(["/innsikt/new", "/innsikt/mid", "/innsikt/old"]);
  expect(html).toContain(`src="${generated}" alt="Nytt"`);
  expect(html).toContain(`src="${fake.url}/storage/v1/object/public/generated-images/mid/cover.png"`);
  // "old" has no image anywhere: a drawing stands in, not the placeholder kept for images that fail to load.
  const old = html.slice(
    html.lastIndexOf("<article", html.indexOf('href="/innsikt/old"')),
    html.indexOf('href="/innsikt/old"'),
  );
  expect(old).toMatch(/<svg aria-hidden="true" focusable="false" viewBox="0 0 160 90"/);
  expect(old).not.toContain("<img");
});

// The English list marks the untranslated ones: insights.spec.ts.
test("an article from Supabase shows in English where translated, and in Norwegian where not", async () => {
  fake.setMode("ok");
  fake.data.articles = [row("oversatt"), row("ventende", "2026-01-02T00:00:00Z", { translation_status: "pending" })];
  const page = (id: string) => fetch(`${site.url}/en/insights/${id}`).then((response) => response.text());
  // Asked until the cache has the rows (stale-while-revalidate).
  await expect.poll(() => page("ventende")).toMatch(/<article lang="nb"[^>]*>[\s\S]*<h1[^>]*>Artikkel ventende<\/h1>/);
  // It says so; and names no English version of itself (its canonical address and alternates: pages.spec.ts).
  const untranslated = await page("ventende");
  expect(untranslated).toContain(bundles.en.insights.onlyNorwegian);
  expect(untranslated).not.toContain('property="og:locale:alternate" content="en_GB"');
  const translated = await page("oversatt");
  expect(translated).toMatch(/<h1[^>]*>Article oversatt<\/h1>/);
  const toc = translated.match(/<nav lang="en" aria-label="Contents"[\s\S]*?<\/nav>/)?.[0] ?? "";
  expect([...toc.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map(([, text]) => text)).toEqual(["Introduction"]);
});

test("an article says who wrote and reviewed it, or that AI helped write it, and its reading time from its words", async () => {
  fake.setMode("ok");
  const created = "2026-01-01T00:00:00Z";
  const people = { author: "Kari Nordmann", reviewer: "Ola Hansen", reviewer_title: "psykologspesialist" };
  fake.data.articles = [
    row("gjennomgatt", created, { ...people, content: Array.from({ length: 401 }, () => "ord").join(" ") }),
    row("generert", created, { content: "", reviewer: " " }),
    row("analyse", created, { source: "content_intelligence" }),
  ];
  const text = bundles.nb.insights;
  const page = (id: string) => fetch(`${site.url}/innsikt/${id}`).then((response) => response.text());
  // Asked until the cache has the rows (stale-while-revalidate).
  await expect.poll(() => page("gjennomgatt")).toContain("Skrevet av Kari Nordmann");
  const reviewed = await page("gjennomgatt");
  expect(reviewed).toContain("Faglig gjennomgått av Ola Hansen, psykologspesialist");
  expect(reviewed).toContain("3 min lesetid");
  expect(reviewed).not.toContain(text.aiWritten);
  expect(jsonLd(reviewed)[0]).toMatchObject({
    author: { "@type": "Person", name: "Kari Nordmann" },
    mainEntityOfPage: { reviewedBy: { "@type": "Person", name: "Ola Hansen", jobTitle: "psykologspesialist" } },
  });
  // A blank reviewer is none; an empty article still takes a minute.
  const generated = await page("generert");
  expect(generated).toContain(text.aiWritten);
  expect(generated).toContain("1 min lesetid");
  expect(generated).not.toMatch(/Skrevet av|Faglig gjennomgått/);
  const other = await page("analyse");
  expect(other).not.toContain(text.aiWritten);
  expect(jsonLd(other)[0]).toMatchObject({ author: { "@type": "Organization" } });
});
