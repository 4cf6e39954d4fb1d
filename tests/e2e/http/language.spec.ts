import { expect, test } from "../../support/fixtures";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const noRedirect = { maxRedirects: 0 } as const;

// The site wired to a fake Supabase, for the remote language detection, behind one trusted proxy.
test.use({ backedEnv: { TRUST_PROXY: "1" } });

// Which language each Accept-Language and lang cookie leads to: tests/unit/request-description.test.ts.
test("at /, a browser whose language is English goes to /en, varying on cookie and language; a crawler stays", async ({
  request,
}) => {
  const response = await request.get("/", {
    headers: { "User-Agent": browser, "Accept-Language": "en-GB,en;q=0.9" },
    ...noRedirect,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/en");
  expect(response.headers().vary).toContain("Accept-Language");
  expect(response.headers().vary).toContain("Cookie");
  const crawler = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
  expect((await request.get("/", { headers: { ...crawler, "Accept-Language": "en" }, ...noRedirect })).status()).toBe(
    200,
  );
  // Other pages keep the language of their URL.
  const english = { "User-Agent": browser, "Accept-Language": "en", Cookie: "lang=en" };
  const privacy = await request.get("/personvern", { headers: english, ...noRedirect });
  expect(privacy.status()).toBe(200);
  expect(await privacy.text()).toContain('<html lang="nb"');
});

// An invalid ?lang is ignored: tests/unit/screen-route.test.ts.
test("?lang stores the cookie and redirects to the page in that language, keeping the query; Secure behind https", async ({
  request,
  proxiedSite,
}) => {
  const response = await request.get("/personvern?lang=en&ref=mail", noRedirect);
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/en/privacy?ref=mail");
  expect(response.headers()["set-cookie"]).toBe("lang=en; Max-Age=31536000; Path=/; SameSite=Lax");
  // The same preference cookie as the audience's (http/home.spec.ts), Secure alike.
  const https = await request.get(`${proxiedSite.url}/en/why?lang=nb`, {
    headers: { "X-Forwarded-Proto": "https" },
    ...noRedirect,
  });
  expect(https.headers().location).toBe("/hvorfor");
  expect(https.headers()["set-cookie"]).toBe("lang=nb; Max-Age=31536000; Path=/; Secure; SameSite=Lax");
});

// It is asked only when nothing else tells (tests/unit/request-description.test.ts); a function that fails
// leaves nb, logged: faults.spec.ts (each failure, and the answer kept for the client an hour:
// language-detection.test.ts).
test("remote detection through Supabase's detect-language function decides when cookie and Accept-Language say nothing, and its answer is stored", async ({
  backedSite,
  fake,
  request,
}) => {
  fake.requests.length = 0;
  fake.setDetectedLanguage({ lang: "en" });
  // What the client wrote left of the proxy's entry is its own word: the function is told the address the proxy saw.
  const headers = { "User-Agent": browser, "Accept-Language": "de-DE", "X-Forwarded-For": "6.6.6.6, 203.0.113.77" };
  const response = await request.get(`${backedSite.url}/`, { headers, ...noRedirect });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/en");
  expect(response.headers()["set-cookie"]).toBe("lang=en; Max-Age=31536000; Path=/; SameSite=Lax");
  expect(fake.requests.map((call) => `${call.method} ${call.path}`)).toEqual(["GET /functions/v1/detect-language"]);
  expect(fake.requests[0]?.headers["x-forwarded-for"]).toBe("203.0.113.77");
});
