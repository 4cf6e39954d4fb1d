import type { APIRequestContext } from "@playwright/test";
import en from "../../../app/i18n/en.json" with { type: "json" };
import nb from "../../../app/i18n/nb.json" with { type: "json" };
import { localArticles } from "../../support/articles";
import { expect, test } from "../../support/fixtures";
import { decodeEntities } from "../../support/html";
import { startSite } from "../../support/site-server";

const noRedirect = { maxRedirects: 0 } as const;

async function expectRedirects(request: APIRequestContext, status: number, pairs: [from: string, to: string][]) {
  for (const [from, to] of pairs) {
    const response = await request.get(from, noRedirect);
    expect(response.status(), from).toBe(status);
    expect(response.headers().location, from).toBe(to);
  }
}

test("a trailing slash redirects permanently to the path without it", async ({ request }) => {
  const response = await request.get("/personvern/?x=1", noRedirect);
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/personvern?x=1");
});

test("/about/{founder} moves permanently to the founder page in both languages", async ({ request }) => {
  await expectRedirects(request, 301, [
    ["/about/kari-nordmann", "/kari-nordmann"],
    ["/en/about/ola-nordmann", "/en/ola-nordmann"],
  ]);
});

test("an unknown founder id goes back to the about page", async ({ request }) => {
  await expectRedirects(request, 302, [
    ["/about/nobody", "/about"],
    ["/en/about/nobody", "/en/about"],
  ]);
});

test("a missing article sends the visitor to the list in the same language", async ({ request }) => {
  await expectRedirects(request, 302, [
    ["/innsikt/does-not-exist", "/innsikt"],
    ["/public-blog/does-not-exist", "/innsikt"],
    ["/en/insights/does-not-exist", "/en/insights"],
  ]);
});

test("an unknown path is a 404 in the page's language, logged once", async ({ request, site }) => {
  const nbPage = await request.get("/ingen/slik/side");
  expect(nbPage.status()).toBe(404);
  const nbHtml = await nbPage.text();
  expect(nbHtml).toContain(nb.notFound.heading);
  expect(nbHtml).not.toContain(en.notFound.heading);
  expect(nbHtml).toMatch(new RegExp(`<a[^>]*href="/"[^>]*>${nb.notFound.backHome}</a>`));

  const enPage = await request.get("/en/no/such/page");
  expect(enPage.status()).toBe(404);
  const enHtml = await enPage.text();
  expect(enHtml).toContain('<html lang="en"');
  expect(enHtml).toContain(en.notFound.heading);
  expect(enHtml).toMatch(new RegExp(`<a[^>]*href="/en"[^>]*>${en.notFound.backHome}</a>`));

  const unknownFounder = await request.get("/nobody-here");
  expect(unknownFounder.status()).toBe(404);

  // The request's own line comes last, once its answer is done.
  await site.logLine('"path":"/nobody-here","status":404');
  const notFound = (path: string) => site.events("not_found").filter((line) => line.path === path);
  expect(notFound("/en/no/such/page")).toHaveLength(1);
  expect(notFound("/nobody-here")).toEqual([expect.objectContaining({ requestId: expect.any(String) })]);
});

test("/healthz answers JSON without caching", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
  expect(response.headers()["cache-control"]).toBe("no-store");
});

test("/robots.txt names the sitemap", async ({ request }) => {
  const body = await (await request.get("/robots.txt")).text();
  expect(body).toContain("Sitemap: https://www.example.com/sitemap.xml");
});

test("/sitemap.xml lists every page, in both languages where it exists, with alternates", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    match[1]?.replace("https://www.example.com", ""),
  );
  // Every page in nb and en (the founders' English pages only add /en), then the articles
  // (tests/e2e/http/insights.spec.ts checks lastmod and the English rule).
  const pages = `/ /en /innsikt /en/insights /product /en/product /bedrift /en/business /ungdom /en/young-people
    /hvorfor /en/why /feedback /en/feedback /personvern /en/privacy /trygghet /en/security /ai-veilederen /en/ai-guide /about /en/about /kontakt
    /en/contact /kari-nordmann /en/kari-nordmann /ola-nordmann /en/ola-nordmann`.split(/\s+/);
  const articles = localArticles().flatMap((article) =>
    article.translation_status === "translated"
      ? [`/innsikt/${article.id}`, `/en/insights/${article.id}`]
      : [`/innsikt/${article.id}`],
  );
  expect(locs.sort()).toEqual([...pages, ...articles].sort());
  expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/en/why"/>');
});

test("an unexpected error is a translated 500 page; the stack stays in the server log", async () => {
  const broken = await startSite({}, { content: { "founders.json": '[{"slug": "NOT A SLUG"}]' } });
  try {
    for (const [page, title] of [
      ["/about", nb.error.title],
      ["/en/about", en.error.title],
    ] as const) {
      const response = await fetch(`${broken.url}${page}`);
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(decodeEntities(html)).toContain(title);
      expect(html).not.toMatch(/ZodError|at [\w.]+ \(|node_modules/);
    }
    expect(broken.logs()).toMatch(/ZodError[\s\S]*at /);
    // The launch check at start cannot read the founders either: a warning, and the server runs.
    expect(await broken.logLine('"event":"preflight.failed"')).toContain('"level":"warn"');
  } finally {
    await broken.stop();
  }
});
