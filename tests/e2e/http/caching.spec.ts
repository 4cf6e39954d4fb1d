import { expect, test } from "../../support/fixtures";

const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

test("hashed build assets are immutable for a year; other public files for an hour", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/href="(\/build\/[^"]+\.css)"/)?.[1];
  expect(asset).toBeTruthy();
  expect((await request.get(asset ?? "")).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await request.get("/favicon.svg")).headers()["cache-control"]).toBe("public, max-age=3600");
});

test("pages without personal cookies may be kept by a CDN, keyed on Cookie and Accept-Language", async ({
  request,
}) => {
  for (const path of ["/", "/en", "/innsikt", "/en/product", "/kontakt"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe(SHARED);
    expect(response.headers().vary, path).toMatch(/Cookie/);
    expect(response.headers().vary, path).toMatch(/Accept-Language/);
  }
});

test("personal state, cookies being set, form errors and redirects are private", async ({ request, baseURL }) => {
  const cases = [
    request.get("/", { headers: { Cookie: "audience=bedrift" } }),
    request.get("/hvorfor", { headers: { Cookie: "audience=bedrift" } }),
    request.get("/product?lang=en", { maxRedirects: 0 }),
    request.post("/", { form: { audience: "x" } }),
    request.post("/", { form: { audience: "bedrift" }, maxRedirects: 0 }),
    request.post("/kontakt", { form: { name: "K" }, headers: { Origin: baseURL ?? "" } }),
    request.post("/kontakt", { form: { name: "K" }, headers: { Origin: "https://evil.example" } }),
    request.get("/innsikt/finnes-ikke", { maxRedirects: 0 }),
    request.get("/finnes/ikke"),
  ];
  for (const response of await Promise.all(cases)) {
    expect(response.headers()["cache-control"], response.url()).toBe("private, no-store");
  }
});

test("health checks are never cached, and text is compressed", async ({ request }) => {
  expect((await request.get("/healthz")).headers()["cache-control"]).toBe("no-store");
  const page = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(page.headers()["content-encoding"]).toBe("gzip");
});

test("build assets come precompressed: Brotli when the browser takes it, else gzip, else as they are", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
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
    expect((await current.json()).site.name).toBeTruthy();
    const unversioned = await request.get(`/locales/${lang}.json`);
    expect(unversioned.headers()["cache-control"]).toBe("public, max-age=300");
  }
  const nb = await (await request.get("/locales/nb.json")).json();
  const en = await (await request.get("/locales/en.json")).json();
  expect(nb.menu.home).not.toBe(en.menu.home);
});
