import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

// A returning visitor's cookies (an audience, a language, an analytics tag) keep them shared too.
test("pages may be kept by a CDN, keyed only on what they depend on, whatever cookies the visitor has", async ({
  request,
}) => {
  // "/" sends English visitors on (lang cookie, Accept-Language); home and vision show the audience.
  const expected: [string, string[]][] = [
    ["/", ["Cookie", "Accept-Language"]],
    ["/en", ["Cookie"]],
    ["/hvorfor", ["Cookie"]],
    ["/en/why", ["Cookie"]],
    ["/innsikt", []],
    ["/innsikt?page=1", []],
    ["/en/product", []],
    ["/bedrift", []],
    ["/about", []],
  ];
  for (const [path, vary] of expected) {
    for (const headers of [{}, { Cookie: "audience=bedrift; lang=nb; _ga=GA1.1.123" }] as Record<string, string>[]) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe(SHARED);
      // The headers a shared cache keys it on, besides Accept-Encoding.
      const keyedOn = (response.headers().vary ?? "")
        .split(/,\s*/)
        .filter((name) => name && name !== "Accept-Encoding");
      expect(keyedOn, path).toEqual(vary);
      // No cookie is set (the business page's audience is set by the browser).
      expect(response.headers()["set-cookie"], path).toBeUndefined();
    }
  }
});

test("a shared page repeats no query parameter it does not read: a proxy keeps one copy for all", async ({
  request,
}) => {
  for (const path of ["/", "/en", "/hvorfor", "/innsikt", "/en/product", "/about"]) {
    const html = await (await request.get(`${path}?utm_source=zq8x&page=1`)).text();
    expect(html, path).not.toContain("zq8x");
    // The language links keep what the page reads.
    expect(html, path).toMatch(/<a href="[^"]*\?page=1&amp;lang=(?:nb|en)"/);
  }
});

test("personal state, cookies being set, form errors and redirects are private", async ({ request, baseURL }) => {
  const cases = [
    request.get("/", { headers: { Cookie: "__flash=anything; audience=bedrift" } }),
    // The contact form comes preset from the query, the audience and the page the visitor came from.
    request.get("/kontakt", { headers: { Referer: `${baseURL}/bedrift` } }),
    // What visitors search for is theirs: a kept copy would tell the next one (a cache hit).
    request.get("/innsikt?q=stress"),
    // ... also on its way to the canonical spelling.
    request.get("/innsikt/?q=angst", { maxRedirects: 0 }),
    request.get("/product?lang=en", { maxRedirects: 0 }),
    request.post("/", { form: { audience: "bedrift" }, maxRedirects: 0 }),
    // A rejected form, and a refused one.
    request.post("/kontakt", { form: { name: "K" }, headers: { Origin: baseURL ?? "" } }),
    request.post("/kontakt", { form: { name: "K" }, headers: { Origin: "https://evil.example" } }),
    request.get("/innsikt/finnes-ikke", { maxRedirects: 0 }),
    request.get("/finnes/ikke"),
    // A crawler stays on "/" in English; a browser with the same headers is sent to /en.
    request.get("/", { headers: { "Accept-Language": "en", "User-Agent": "Googlebot/2.1" } }),
  ];
  for (const response of await Promise.all(cases)) {
    expect(response.headers()["cache-control"], response.url()).toBe("private, no-store");
  }
});

// That a personal page never reaches another visitor through a cache: proxy.spec.ts, with nginx.
test("pages are compressed; hashed build assets are immutable for a year, precompressed: Brotli when taken, else gzip, else as they are", async ({
  request,
}) => {
  const page = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(page.headers()["content-encoding"]).toBe("gzip");
  const html = await page.text();
  const script = html.match(/href="(\/build\/entry\.client-[^"]+\.js)"/)?.[1] ?? "";
  expect(script).toBeTruthy();
  const plain = await (await request.get(script, { headers: { "Accept-Encoding": "identity" } })).body();
  for (const [accepted, encoding] of [
    ["br, gzip", "br"],
    ["gzip", "gzip"],
  ] as const) {
    const response = await request.get(script, { headers: { "Accept-Encoding": accepted } });
    expect(response.headers()["content-encoding"]).toBe(encoding);
    expect(response.headers().vary).toMatch(/Accept-Encoding/i);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The client undoes the encoding: what arrives is the very same script.
    expect(await response.body()).toEqual(plain);
  }
  const identity = await request.get(script, { headers: { "Accept-Encoding": "identity" } });
  expect(identity.headers()["content-encoding"]).toBeUndefined();
  expect(identity.headers()["content-type"]).toMatch(/javascript/);
  // Files of public/, not hashed, are kept for an hour.
  expect((await request.get("/favicon.svg")).headers()["cache-control"]).toBe("public, max-age=3600");
});

test("each language's translations are kept for a year under the page's version, briefly without it", async ({
  request,
}) => {
  for (const [page, lang] of [
    ["/", "nb"],
    ["/en", "en"],
  ] as const) {
    const html = await (await request.get(page)).text();
    const href = html.match(/<link id="translations"[^>]*href="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(href).toMatch(new RegExp(`^/locales/${lang}\\.json\\?v=[0-9a-f]{12}$`));
    const current = await request.get(href);
    expect(current.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await current.json()).toEqual(bundles[lang]);
    const unversioned = await request.get(`/locales/${lang}.json`);
    expect(unversioned.headers()["cache-control"]).toBe("public, max-age=300");
  }
});
