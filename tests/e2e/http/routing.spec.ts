import en from "../../../app/i18n/en.json" with { type: "json" };
import nb from "../../../app/i18n/nb.json" with { type: "json" };
import { localArticles } from "../../support/articles";
import { expect, test } from "../../support/fixtures";
import { decodeEntities } from "../../support/html";
import { startSite } from "../../support/site-server";

test("a trailing slash, a founder under /about and a missing founder or article move to where the page is", async ({
  request,
}) => {
  for (const [from, status, to] of [
    ["/personvern/?x=1", 301, "/personvern?x=1"],
    ["/about/kari-nordmann", 301, "/kari-nordmann"],
    ["/en/about/ola-nordmann", 301, "/en/ola-nordmann"],
    ["/en/about/nobody", 302, "/en/about"],
    ["/innsikt/does-not-exist", 302, "/innsikt"],
    ["/public-blog/does-not-exist", 302, "/innsikt"],
    ["/en/insights/does-not-exist", 302, "/en/insights"],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect([response.status(), response.headers().location], from).toEqual([status, to]);
  }
});

// Its page in each language: pages.spec.ts.
test("an unknown path is a 404, logged once", async ({ request, site }) => {
  expect((await request.get("/en/no/such/page")).status()).toBe(404);
  // Not one of the founders.
  expect((await request.get("/nobody-here")).status()).toBe(404);
  // The request's own line comes last, once its answer is done.
  await site.logLine('"path":"/nobody-here","status":404');
  const notFound = (path: string) => site.events("not_found").filter((line) => line.path === path);
  expect(notFound("/en/no/such/page")).toHaveLength(1);
  expect(notFound("/nobody-here")).toEqual([expect.objectContaining({ requestId: expect.any(String) })]);
});

test("/healthz answers JSON without caching; /robots.txt names the sitemap", async ({ request }) => {
  const response = await request.get("/healthz");
  expect([response.status(), await response.json(), response.headers()["cache-control"]]).toEqual([
    200,
    { status: "ok" },
    "no-store",
  ]);
  expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: https://www.example.com/sitemap.xml");
});

test("/sitemap.xml lists every page, in both languages where it exists, with alternates and lastmod", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    match[1]?.replace("https://www.example.com", ""),
  );
  // Every page in nb and en (the founders' English pages only add /en), then the articles, in
  // English only when translated.
  const pages = `/ /en /innsikt /en/insights /product /en/product /bedrift /en/business /ungdom /en/young-people
    /hvorfor /en/why /feedback /en/feedback /personvern /en/privacy /trygghet /en/security /ai-veilederen /en/ai-guide /about /en/about /kontakt
    /en/contact /kari-nordmann /en/kari-nordmann /ola-nordmann /en/ola-nordmann`.split(/\s+/);
  const articles = localArticles().flatMap((article) =>
    article.translation_status === "translated"
      ? [`/innsikt/${article.id}`, `/en/insights/${article.id}`]
      : [`/innsikt/${article.id}`],
  );
  expect(locs.sort()).toEqual([...pages, ...articles].sort());
  for (const article of localArticles()) {
    expect(xml).toContain(`<loc>https://www.example.com/innsikt/${article.id}</loc>\n    <lastmod>`);
  }
  expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/en/why"/>');
});

test("an unexpected error is a translated 500 page; the stack stays in the server log", async () => {
  await using broken = await startSite({}, { content: { "founders.json": '[{"slug": "NOT A SLUG"}]' } });
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
});
