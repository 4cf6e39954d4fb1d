import { expect, test } from "../../support/fixtures";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const noRedirect = { maxRedirects: 0 } as const;

// The site wired to a fake Supabase, for the remote language detection, starts each test from a
// closed breaker (the breaker itself has its own unit tests). It sits behind one trusted proxy, so
// each test comes from a client address of its own (an answer is remembered per client).
test.use({ backedEnv: { BACKEND_BREAKER_COOLDOWN_MS: "1", TRUST_PROXY: "1" } });
let nextClient = 1;
/** Headers of a browser that names a language we do not serve, from a client of its own. */
const unknownLanguage = () => ({
  "User-Agent": browser,
  "Accept-Language": "de-DE",
  "X-Forwarded-For": `198.51.100.${nextClient++}`,
});

test.describe("entry negotiation at /", () => {
  test("Accept-Language en sends a browser to /en, varying on cookie and language", async ({ request }) => {
    const response = await request.get("/", {
      headers: { "User-Agent": browser, "Accept-Language": "en-GB,en;q=0.9" },
      ...noRedirect,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/en");
    expect(response.headers().vary).toContain("Accept-Language");
    expect(response.headers().vary).toContain("Cookie");
  });

  test("q-weights decide between languages", async ({ request }) => {
    const headers = { "User-Agent": browser, "Accept-Language": "de;q=1, no;q=0.9, en;q=0.8" };
    const response = await request.get("/", { headers, ...noRedirect });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="nb"');
  });

  test("the lang cookie beats Accept-Language", async ({ request }) => {
    const headers = { "User-Agent": browser, "Accept-Language": "en", Cookie: "lang=nb" };
    expect((await request.get("/", { headers, ...noRedirect })).status()).toBe(200);
    const english = { "User-Agent": browser, "Accept-Language": "nb", Cookie: "lang=en" };
    expect((await request.get("/", { headers: english, ...noRedirect })).headers().location).toBe("/en");
  });

  test("crawlers are never redirected", async ({ request }) => {
    const headers = {
      "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Accept-Language": "en",
    };
    expect((await request.get("/", { headers, ...noRedirect })).status()).toBe(200);
  });

  test("other pages keep the language of their URL", async ({ request }) => {
    const headers = { "User-Agent": browser, "Accept-Language": "en", Cookie: "lang=en" };
    const response = await request.get("/personvern", { headers, ...noRedirect });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="nb"');
  });
});

test.describe("?lang on any page", () => {
  test("stores the cookie and redirects to the page in that language, keeping the query", async ({ request }) => {
    const response = await request.get("/personvern?lang=en&ref=mail", noRedirect);
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/en/privacy?ref=mail");
    expect(response.headers()["set-cookie"]).toBe("lang=en; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  test("marks the cookie Secure behind an https proxy", async ({ proxiedRequest }) => {
    const response = await proxiedRequest.get("/en/why?lang=nb", {
      headers: { "X-Forwarded-Proto": "https" },
      ...noRedirect,
    });
    expect(response.headers().location).toBe("/hvorfor");
    expect(response.headers()["set-cookie"]).toBe("lang=nb; Max-Age=31536000; Path=/; Secure; SameSite=Lax");
  });

  test("ignores an invalid value without an error", async ({ request }) => {
    const response = await request.get("/product?lang=klingon", noRedirect);
    expect(response.status()).toBe(200);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });
});

test.describe("remote detection through Supabase's detect-language function", () => {
  test.beforeEach(({ fake }) => {
    fake.requests.length = 0;
  });

  test("is asked when cookie and Accept-Language say nothing, and its answer is stored", async ({
    backedSite,
    fake,
    request,
  }) => {
    fake.setDetectedLanguage({ lang: "en" });
    // What the client wrote left of the proxy's entry is its own word: the function is told the address the proxy saw.
    const headers = { ...unknownLanguage(), "X-Forwarded-For": "6.6.6.6, 203.0.113.77" };
    const response = await request.get(`${backedSite.url}/`, { headers, ...noRedirect });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/en");
    expect(response.headers()["set-cookie"]).toBe("lang=en; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(fake.requests.map((call) => `${call.method} ${call.path}`)).toEqual(["GET /functions/v1/detect-language"]);
    expect(fake.requests[0]?.headers["x-forwarded-for"]).toBe("203.0.113.77");
    // Without the cookie, the same client is answered from memory for an hour: no second call.
    const again = await request.get(`${backedSite.url}/`, { headers, ...noRedirect });
    expect(again.headers().location).toBe("/en");
    expect(fake.requests).toHaveLength(1);
  });

  test("is not asked when Accept-Language decides", async ({ backedSite, fake, request }) => {
    await request.get(`${backedSite.url}/`, {
      headers: { "User-Agent": browser, "Accept-Language": "nb" },
      ...noRedirect,
    });
    expect(fake.requests).toEqual([]);
  });

  // A stalled function is given up on at its timeout (its cost is npm run bench's).
  for (const mode of ["stall", "error500", "garbage"] as const) {
    test(`a function answering ${mode} leaves nb and is logged`, async ({ backedSite, fake, request }) => {
      fake.setMode(mode);
      const response = await request.get(`${backedSite.url}/`, { headers: unknownLanguage(), ...noRedirect });
      expect(response.status()).toBe(200);
      expect(response.headers()["set-cookie"]).toBeUndefined();
      expect(await response.text()).toContain('<html lang="nb"');
      expect(backedSite.logs()).toContain("language_detection_failed");
    });
  }
});
