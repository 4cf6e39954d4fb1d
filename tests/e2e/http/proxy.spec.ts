import { randomUUID } from "node:crypto";
import { backendArticle, localArticles } from "../../support/articles";
import { contactRequest } from "../../support/contact-form";
import { type FakeSupabase, startFakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { checkedRadioValue } from "../../support/html";
import { instanceBehindProxy, type Nginx, startNginx } from "../../support/nginx";
import { type RawAnswer, type RawRequest, rawRequest } from "../../support/raw-http";
import { type RedisServer, startRedis } from "../../support/redis-server";
import { sitePages } from "../../support/site-pages";
import { type SiteServer, startSite } from "../../support/site-server";

// The shipped deploy/nginx.conf in front of two instances sharing Redis, as docs/deploy.md runs them:
// what visitors get through it, then instances stopping and dying while visitors send (every lead
// they were told was received arrives, once).

// One set of servers for the file.
test.describe.configure({ mode: "serial" });

/** A browser, as far as the site can tell (isbot's crawlers stay on "/" and are answered privately). */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

let fake: FakeSupabase;
let redis: RedisServer;
let sites: SiteServer[] = [];
let nginx: Nginx;

// Every post of this file is Kari's.
const env = () => ({
  ...instanceBehindProxy(fake, redis.url),
  CONTACT_LIMIT_PER_SENDER: "1000",
  CONTACT_TIMEOUT_MS: "500",
  CONTACT_RETRY_MAX_MS: "500",
});

test.beforeAll(async () => {
  fake = await startFakeSupabase();
  // The sample articles, so that the site's article pages exist in the backend too.
  fake.data.articles = localArticles().map((article) =>
    backendArticle(article.id, article.created_at, { translation_status: article.translation_status ?? "translated" }),
  );
  redis = await startRedis();
  sites = await Promise.all([startSite(env()), startSite(env())]);
  nginx = await startNginx(sites.map((site) => new URL(site.url).host));
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all(sites.map((site) => site.stop("SIGKILL")));
  await redis?.stop();
  await fake?.stop();
});

/** One request as written, as a browser (no header added: fetch would add Accept-Encoding). */
const send = (base: string, path: string, { headers = {}, ...request }: Omit<RawRequest, "path"> = {}) =>
  rawRequest(base, { path, ...request, headers: { "User-Agent": BROWSER, ...headers } });
const viaProxy = (path: string, options?: Parameters<typeof send>[2]) => send(nginx.url, path, options);
const cacheStatus = (answer: RawAnswer) => answer.headers["x-cache-status"];

/** A form post as a browser on the proxied site sends it (same origin unless told). */
function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return viaProxy(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: nginx.url, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A contact request of its own (the outbox answers a repeated one without delivering it). */
const contactFields = (returnTo: string) => ({
  ...contactRequest,
  message: `Hei, jeg lurer på noe (${randomUUID()}).`,
  intent: "contact",
  returnTo,
});

test("anonymous pages come from the cache, for every query the pages do not read", async () => {
  // Every page in both languages (the not-found screen is no page), each in its language.
  const pages = sitePages().filter((page) => page.screen !== "notFound");
  const browse = () =>
    Promise.all(pages.map(({ path, lang }) => viaProxy(path, { headers: { "Accept-Language": lang } })));
  for (const answer of await browse()) expect(answer.status).toBe(200);
  const second = await browse();
  // All but the personal ones (the contact page, preset for its visitor), which are never kept; the
  // app logs those under the proxy's request id.
  const personal = second.filter((answer) => cacheStatus(answer) !== "HIT");
  expect(personal.map((answer) => pages[second.indexOf(answer)]?.path)).toEqual(["/kontakt", "/en/contact"]);
  for (const answer of personal) {
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const requestId = String(answer.headers["x-request-id"]);
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    const line = await Promise.race(sites.map((site) => site.logLine(`"requestId":"${requestId}"`)));
    expect(JSON.parse(line)).toMatchObject({ event: "request", status: 200 });
  }

  for (const path of ["/hvorfor", "/en/insights"]) {
    const campaign = await viaProxy(`${path}?x=${randomUUID()}`, { headers: { "Accept-Language": "nb" } });
    expect(cacheStatus(campaign), path).toBe("HIT");
  }
  // Build assets are kept too.
  const asset = /href="(\/build\/[^"]+\.css)"/.exec(second[0]?.text ?? "")?.[1] ?? "";
  await viaProxy(asset);
  expect(cacheStatus(await viaProxy(asset))).toBe("HIT");
});

test("the flash banner and form errors stay with the visitor who caused them", async ({ playwright }) => {
  const headers = { "User-Agent": BROWSER, "Accept-Language": "nb" };
  const visitor = await playwright.request.newContext({ baseURL: nginx.url, extraHTTPHeaders: headers });
  const other = await playwright.request.newContext({ baseURL: nginx.url, extraHTTPHeaders: headers });
  const sent = bundles.nb.contact.sentTitle;
  try {
    await other.get("/hvorfor");
    const posted = await visitor.post("/kontakt", {
      form: contactFields("/hvorfor"),
      headers: { Origin: nginx.url },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(303);
    const own = await visitor.get("/hvorfor");
    expect(await own.text()).toContain(sent);
    expect(own.headers()["x-cache-status"]).toBe("BYPASS");
    const shared = await other.get("/hvorfor");
    expect(shared.headers()["x-cache-status"]).toBe("HIT");
    expect(await shared.text()).not.toContain(sent);
    // Shown once: the visitor's next page comes from the cache again.
    const next = await visitor.get("/hvorfor");
    expect(await next.text()).not.toContain(sent);
    expect(next.headers()["x-cache-status"]).toBe("HIT");
  } finally {
    await visitor.dispose();
    await other.dispose();
  }

  for (const [path, fields, error] of [
    ["/kontakt", { ...contactFields("/"), name: "K" }, bundles.nb.contact.errors.name],
    ["/", { audience: "nobody" }, bundles.nb.home.audience.invalid],
  ] as const) {
    const refused = await postForm(path, fields);
    expect([refused.status, refused.text.includes(error)], path).toEqual([400, true]);
    expect((await viaProxy(path, { headers: { "Accept-Language": "nb" } })).text).not.toContain(error);
  }
});

test("each visitor gets their audience, language and searches, as the app alone would answer them", async () => {
  // The same letters in another case are not the cookie to the app: nginx must not file that page under it.
  await viaProxy("/en", { headers: { Cookie: "AUDIENCE=ungdom" } });
  expect(checkedRadioValue((await viaProxy("/en", { headers: { Cookie: "audience=ungdom" } })).text, "audience")).toBe(
    "ungdom",
  );
  // Whoever comes first, the other gets their own page.
  for (const order of [
    ["bedrift", undefined],
    [undefined, "ungdom"],
  ]) {
    for (const audience of order) {
      const headers = { "Accept-Language": "nb", ...(audience ? { Cookie: `audience=${audience}` } : {}) };
      for (const path of ["/", "/en"]) {
        expect(checkedRadioValue((await viaProxy(path, { headers })).text, "audience"), path).toBe(
          audience ?? "personlig",
        );
      }
    }
  }

  // "/" with a Norwegian page kept: a visitor whose lang cookie or Accept-Language says English goes to /en.
  await viaProxy("/", { headers: { "Accept-Language": "nb" } });
  for (const headers of [
    { "Accept-Language": "nb", Cookie: "lang=en" },
    { "Accept-Language": "en;q=0.5, nb" },
    { "Accept-Language": "en-GB,en;q=0.9" },
  ]) {
    const proxied = await viaProxy("/", { headers });
    const origin = await send(sites[0]?.url ?? "", "/", { headers });
    expect([proxied.status, proxied.headers.location], JSON.stringify(headers)).toEqual([
      origin.status,
      origin.headers.location,
    ]);
  }
  expect((await viaProxy("/", { headers: { "Accept-Language": "en-GB,en;q=0.9" } })).headers.location).toBe("/en");

  // A search is never kept, so never shown to the next visitor.
  for (let visit = 0; visit < 2; visit++) {
    const search = await viaProxy("/innsikt?q=angst");
    expect(search.headers["cache-control"]).toBe("private, no-store");
    expect(cacheStatus(search)).toBe("MISS");
  }
  // Nor does another spelling of a keyed parameter, which the app does not read, place a page under its key.
  await viaProxy("/en/insights?PAGE=2");
  expect(cacheStatus(await viaProxy("/en/insights?page=2"))).not.toBe("HIT");
});

test("Accept-Encoding: plain HTML for a client that accepts none, Brotli for one that takes it", async () => {
  for (let visit = 0; visit < 2; visit++) {
    const plain = await viaProxy("/product");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text.startsWith("<!DOCTYPE html>")).toBe(true);
    const brotli = await viaProxy("/product", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    const gzip = await viaProxy("/product", { headers: { "Accept-Encoding": "gzip, br;q=0" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  }
});

test("form posts succeed whatever port or spelling of the host the proxy passes on", async () => {
  // The proxy's own port (not 443), then hosts as a client or proxy may write them.
  for (const host of [undefined, "WWW.Example.com", "www.example.com:80"]) {
    const headers: Record<string, string> = host ? { Host: host, Origin: "http://www.example.com" } : {};
    expect((await postForm("/kontakt", contactFields("/"), headers)).status, host).toBe(303);
    expect((await postForm("/", { audience: "bedrift" }, headers)).status, host).toBe(303);
  }
  // Behind TLS: a proxy that writes the host with :443 (here straight to an instance that trusts
  // its peer as that proxy). Its cookies are Secure.
  for (const forwarded of ["www.example.com:443", "WWW.EXAMPLE.COM"]) {
    const contact = await send(sites[1]?.url ?? "", "/kontakt", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://www.example.com",
        "X-Forwarded-Host": forwarded,
        "X-Forwarded-Proto": "https",
      },
      body: new URLSearchParams(contactFields("/")).toString(),
    });
    expect(contact.status, forwarded).toBe(303);
    expect(contact.headers["set-cookie"]?.[0]).toMatch(/; Secure/);
  }
});

// A stopped instance drains, the proxy moving its requests on to the other: the rolling restart below.

/** A visitor's contact request through the proxy: its message, and whether it was accepted (303). */
async function sendLead(email: string): Promise<{ message: string; status: number }> {
  const fields = { ...contactFields("/"), email };
  return { message: fields.message, status: (await postForm("/kontakt", fields)).status };
}

/** The idempotency keys send-contact-email was called with for this message. */
const keysOf = (message: string) =>
  new Set(
    fake.requests
      .filter((call) => call.path.endsWith("/send-contact-email") && call.body.includes(message))
      .map((call) => String(call.headers["idempotency-key"])),
  );
const timesDelivered = (message: string) => {
  const keys = keysOf(message);
  return fake.delivered.filter((key) => keys.has(key)).length;
};

/**
 * Stops instance `index` (SIGTERM), starts it again on the same port with a fresh DATA_DIR, and
 * resolves once nginx sends it requests again (it leaves a failed instance alone for a while).
 */
async function restart(index: number) {
  const old = sites[index] as SiteServer;
  expect(await old.stop()).toBe(0);
  const next = await startSite({ ...env(), PORT: new URL(old.url).port });
  sites[index] = next;
  const reached = () => next.events("request").some((line) => line.path === "/healthz");
  await expect.poll(async () => (await fetch(`${nginx.url}/healthz`)).ok && reached(), { timeout: 15_000 }).toBe(true);
}

test("a rolling restart while 40 visitors send 5 requests each: none is turned away, every lead arrives once", async () => {
  test.setTimeout(90_000);
  const visitors = Array.from({ length: 40 }, (_, index) => `visitor-${index}@example.no`);
  const sent: { message: string; status: number }[] = [];
  const round = async () => sent.push(...(await Promise.all(visitors.map(sendLead))));
  // Two requests each before, one while the first instance stops and starts, two while the second does.
  await round();
  await round();
  await Promise.all([restart(0), round()]);
  await Promise.all([restart(1), round().then(round)]);
  // nginx moves a post an instance refuses (it is stopping) on to the other: none is turned away.
  expect(sent.map((request) => request.status)).toEqual(Array(200).fill(303));
  // Once: every call for a lead carries its one idempotency key, by which the function keeps one
  // (a call answered too late for a busy instance is made again, with the same key).
  for (const { message } of sent) {
    await expect.poll(() => timesDelivered(message), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(keysOf(message).size).toBe(1);
  }
});

test("the instance that accepted a lead is killed while the backend is down; the other delivers it once", async () => {
  fake.setMode("error500");
  const { message, status } = await sendLead("killed@example.no");
  expect(status).toBe(303);
  // Tried (and failed) at least once: its key is known.
  await expect.poll(() => keysOf(message).size).toBe(1);
  const [key] = keysOf(message);
  const holder = sites.findIndex((site) => site.events("contact.accepted").some((line) => line.leadId === key));
  expect(holder).toBeGreaterThanOrEqual(0);
  await sites[holder]?.stop("SIGKILL");
  fake.setMode("ok");
  await expect.poll(() => timesDelivered(message), { timeout: 20_000 }).toBe(1);
  expect(sites[1 - holder]?.events("contact.delivered").map((line) => line.leadId)).toContain(key);
});
