import { once } from "node:events";
import { readFileSync } from "node:fs";
import { mkdtempDisposable } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { contactRequest, postForm } from "../../support/contact-form";
import { startFakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { leadsIn, receivedMinutesAgo } from "../../support/leads";
import { type RawRequest, rawRequest } from "../../support/raw-http";
import { runBuildScript, type SiteServer, startSite } from "../../support/site-server";

/** One request to the site exactly as written (tests/support/raw-http.ts). */
const raw = (site: SiteServer, request: RawRequest) => rawRequest(site.url, request);

const { nb, en } = bundles;
const form = { "Content-Type": "application/x-www-form-urlencoded" };
const json = { "Content-Type": "application/json" };
const multipart = { "Content-Type": "multipart/form-data; boundary=xyz" };
// 7,000 segments: routing cost grows with the square of the segment count.
const longPath = "/a".repeat(7_000);

// What these refusals cost in CPU is measured by `npm run bench`, not here.
test("requests a page cannot take are refused with the status that says why, in the page's language, never a 500; the log stays one JSON object per line", async ({
  site,
}) => {
  const refusals: [RawRequest, number, string?][] = [
    // Long targets; an ordinary one reaches the 404 page.
    [{ path: `/en${longPath}` }, 414],
    [{ path: `/__manifest?p=${longPath}&version=x` }, 414],
    [{ path: `/innsikt?q=${"x".repeat(3_000)}` }, 414, nb.http.uriTooLong],
    [{ path: "/a".repeat(400) }, 404],
    // Folders of static files: not found, without a redirect (with a slash: the next test).
    [{ path: "/images" }, 404],
    [{ path: "/build" }, 404],
    [{ path: "/build/_assets" }, 404],
    // A method no page answers (one for all: the server refuses them alike), and a post to a page without a form.
    [{ method: "PUT", path: "/product" }, 405, nb.http.methodNotAllowed],
    [{ method: "POST", path: "/product", headers: form, body: "a=1" }, 405],
    // A post the home page's form cannot have sent.
    [{ method: "POST", path: "/", headers: json, body: '{"audience":"bedrift"}' }, 400],
    [{ method: "POST", path: "/en", body: "audience=bedrift" }, 400],
    [{ method: "POST", path: "/", headers: multipart, body: "--xyz\r\nbroken" }, 400],
    // Broken percent-encoding, in a page's path or a static file's (/build and /images alike): the site's own refusal, never a library's message.
    [{ path: "/%E0%A4%A" }, 400, nb.http.badRequest],
    [{ path: "/en/%ZZ" }, 400, en.http.badRequest],
    [{ path: "/build/%C0" }, 400, nb.http.badRequest],
    // A target or Host that cannot be a URL of ours: an escaped backslash, the absolute form, Hosts that do not parse.
    [{ path: "/en/%5C/evil.com" }, 400],
    [{ path: "http://evil.example/" }, 400],
    [{ path: "/", headers: { Host: "exa mple.com" } }, 400],
  ];
  const logged = site.events("request").length;
  const mark = site.logs().length;
  for (const [request, status, text] of refusals) {
    const response = await raw(site, request);
    const label = `${request.method ?? "GET"} ${request.path.slice(0, 40)} ${JSON.stringify(request.headers)}`;
    expect(response.status, label).toBe(status);
    if (text) expect(response.text, label).toBe(text);
    // The methods no page answers are the server's refusal; a post to a page without a form is Remix's.
    if (text === nb.http.methodNotAllowed) expect(response.headers.allow, label).toBe("GET, HEAD, POST");
    expect(response.headers["x-content-type-options"], label).toBe("nosniff");
  }
  await expect.poll(() => site.events("request").length - logged).toBeGreaterThanOrEqual(refusals.length);
  for (const line of site.logs().slice(mark).split("\n").filter(Boolean)) {
    expect(() => JSON.parse(line), line).not.toThrow();
  }
});

// A 1,400-entry Accept-Language: tests/unit/request-description.test.ts (its CPU: `npm run bench`).
test("hostile slashes and letter-case variants move permanently to a path of ours, and following them stays here", async ({
  site,
}) => {
  for (const [path, location, end] of [
    ["//evil.com?lang=nb", "/evil.com?lang=nb", 404],
    ["/en//evil.com/x?lang=nb", "/en/evil.com/x?lang=nb", 404],
    ["/\\/evil.com", "/evil.com", 404],
    ["/EN", "/en", 200],
    ["/INNSIKT/Some-Id?x=1", "/innsikt/Some-Id?x=1", 200],
    // A folder of static files, without a redirect loop.
    ["/images/", "/images", 404],
    ["/build/", "/build", 404],
  ] as const) {
    const response = await raw(site, { path });
    expect([response.status, response.headers.location], path).toEqual([301, location]);
    // Followed, every further hop stays here too, and the last is a page.
    let target: string = location;
    for (let hop = 0; hop < 4; hop += 1) {
      const next = (await raw(site, { path: target })).headers.location;
      if (!next) break;
      expect(next, path).toMatch(/^\/(?![/\\])/);
      target = next;
    }
    expect((await raw(site, { path: target })).status, path).toBe(end);
  }
});

test("unknown paths with escaped slashes, ? and # are 404 pages whose language links stay here", async ({ site }) => {
  for (const path of ["/en/%2F/evil.com", "/%2F/%00", "/a/b%3Fc"]) {
    const response = await raw(site, { path });
    expect(response.status, path).toBe(404);
    // The language switcher's links (href before hreflang, as React writes them).
    const hrefs = [...response.text.matchAll(/<a href="([^"]*)"[^>]*hreflang=/gi)].map(([, href]) => href ?? "");
    expect(hrefs.length, path).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) {
      // One path of this site, the same missing page in either language.
      expect(href, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(href, site.url).pathname, path).toMatch(/^(\/en)?\/(a|%2F)\//);
    }
  }
});

test("two Host headers answer 400", async ({ site }) => {
  // Written by hand: Node's client sends one Host header at most.
  const { hostname, port } = new URL(site.url);
  const socket = net.connect(Number(port), hostname);
  socket.end("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
  let answer = "";
  for await (const chunk of socket) answer += chunk;
  expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
});

test("a range past a file's end answers 416 with the file's size, not 500", async ({ site }) => {
  // A file of public/, and one of the build's (served precompressed when the client takes it).
  const worklets = JSON.parse(readFileSync("build/voice-worklets.json", "utf8")) as Record<string, string>;
  for (const path of ["/favicon.svg", worklets.rawAudioProcessor ?? ""]) {
    const response = await raw(site, { path, headers: { Range: "bytes=99999999-" } });
    expect(response.status, path).toBe(416);
    expect(response.headers["content-range"], path).toMatch(/^bytes \*\/\d+$/);
  }
});

test("a client that never finishes its headers is answered 408 once its 10 s are up, not half a minute later", async ({
  site,
}) => {
  const { hostname, port } = new URL(site.url);
  const socket = net.connect(Number(port), hostname);
  await once(socket, "connect");
  socket.write("GET / HTTP/1.1\r\nHost: a\r\nX-Slow: 1\r\n");
  let answer = "";
  socket.on("data", (chunk) => {
    answer += chunk;
  });
  // The server's own answer ends the wait. Checked every 30 s (Node's default), it would come
  // only after 30 to 40 s: past the test's 30 s limit.
  await once(socket, "close");
  expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 408 Request Timeout");
});

// A declared body over its cap: contact.spec.ts (each path's cap: tests/unit/request-description.test.ts).
test("an endless streamed body is cut off with 413 long before it ends", async ({ site }) => {
  const { hostname, port } = new URL(site.url);
  const chunk = Buffer.alloc(64 * 1024, "x");
  const limit = 256 * 1024 * 1024;
  let written = 0;
  const status = await new Promise<number>((resolve, reject) => {
    const request = http.request(
      { hostname, port, method: "POST", path: "/kontakt", headers: { "Content-Type": "text/plain" } },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.resume();
        request.destroy();
      },
    );
    // A reset before the answer arrives would lose the 413: that is a failure, not a hang.
    request.on("error", reject);
    const pump = () => {
      while (written < limit && !request.destroyed) {
        written += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!request.destroyed) request.end();
    };
    pump();
  });
  expect(status).toBe(413);
  expect(written).toBeLessThan(limit);
});

test.describe("behind a proxy", () => {
  // The address our proxy appended counting, not the client's own entries: contact.spec.ts.
  test("one sender from ever new addresses is refused past the sender's limit, however it writes its address", async ({
    proxiedSite,
  }) => {
    // proxiedSite takes 3 contact requests per sender.
    const statuses: number[] = [];
    for (const [n, email] of ["Per@Example.NO", " per@example.no", "PER@example.no ", "per@example.no"].entries()) {
      const headers = { "X-Forwarded-For": `198.51.${n}.20` };
      statuses.push((await postForm(proxiedSite, { ...contactRequest, email }, { headers })).status);
    }
    expect(statuses).toEqual([303, 303, 303, 429]);
  });

  test("X-Forwarded-Proto counts only in the entry our proxy wrote, a malformed X-Forwarded-Host answers 400; without TRUST_PROXY they are not believed, and coming from a private peer are warned of once", async ({
    site,
    proxiedSite: proxied,
  }) => {
    const https = await raw(proxied, { path: "/product", headers: { "X-Forwarded-Proto": "http, https" } });
    expect(https.headers["strict-transport-security"]).toContain("max-age=31536000");
    expect(https.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    const spoofed = await raw(proxied, { path: "/product", headers: { "X-Forwarded-Proto": "https, http" } });
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
    for (const host of ["[::1", "evil.example/path", "a b"]) {
      const response = await raw(proxied, { path: "/", headers: { "X-Forwarded-Host": host } });
      expect(response.status, host).toBe(400);
    }
    // Without TRUST_PROXY, none of them is believed, and coming from a private peer, they are warned of once.
    const forwarded = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "[::1", "X-Forwarded-For": "203.0.113.5" };
    // Each request's own log line is written once it has been answered.
    const send = async (to: SiteServer, requestId: string) => {
      const response = await raw(to, { path: "/product", headers: { ...forwarded, "X-Request-Id": requestId } });
      await to.logLine(`"requestId":"${requestId}"`);
      return response;
    };
    for (const response of [await send(site, "forwarded-1"), await send(site, "forwarded-2")]) {
      expect(response.status).toBe(200);
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
    const warning = expect.objectContaining({ level: "warn", peer: "127.0.0.1" });
    expect(site.events("config.untrusted_proxy")).toEqual([warning]);
    // Behind a trusted proxy, forwarding is expected (there the Host would be refused).
    await send(proxied, "forwarded-trusted");
    expect(proxied.events("config.untrusted_proxy")).toEqual([]);
  });
});

test.describe("headers and logs", () => {
  test("nosniff is on every response: static files, translations, feeds, sitemap (refusals: above)", async ({
    site,
  }) => {
    for (const path of "/favicon.svg /locales/nb.json /innsikt/rss.xml /sitemap.xml /robots.txt /healthz /images".split(
      " ",
    )) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  test("a client's X-Request-Id is kept only when it is a short token", async ({ site }) => {
    for (const [path, offered, logged] of [
      // Paths of this test alone: the worker's site logs other tests' requests too.
      ["/request-id/short", "edge-7f3a.42", /^edge-7f3a\.42$/],
      ["/request-id/long", "x".repeat(15_000), /^[0-9a-f-]{36}$/],
      ["/request-id/quoted", 'a"b\\c', /^[0-9a-f-]{36}$/],
    ] as const) {
      await raw(site, { path, headers: { "X-Request-Id": offered } });
      // The request line is written when the connection closes, which may be just after the answer arrives.
      await expect.poll(() => site.events("request").findLast((line) => line.path === path)?.requestId).toMatch(logged);
    }
  });
});

test.describe("with a stalled backend", () => {
  test("a request the client abandons is logged too", async ({ fake, backedSite: site }) => {
    fake.setMode("stall");
    const stalled = fake.requests.length;
    const abandoned = new AbortController();
    // An article id no cache knows: the site must ask the backend (the worker's site may keep the list).
    const request = fetch(`${site.url}/innsikt/abandoned-request`, { signal: abandoned.signal }).catch(() => null);
    // Hang up once the site is waiting on the backend.
    await expect.poll(() => fake.requests.length).toBeGreaterThan(stalled);
    abandoned.abort();
    await request;
    await expect
      .poll(() => site.events("request").find((line) => line.path === "/innsikt/abandoned-request"))
      .toMatchObject({ status: null, aborted: true });
  });

  test("SIGTERM lets a slow request finish, refuses new ones, then exits 0", async () => {
    // The insights list waits for a stalled backend until its 1.5 s timeout: a slow request.
    await using fake = await startFakeSupabase();
    fake.setMode("stall");
    await using site = await startSite({
      SUPABASE_URL: fake.url,
      SUPABASE_ANON_KEY: fake.anonKey,
      ARTICLES_TIMEOUT_MS: "1500",
    });
    const slow = fetch(`${site.url}/innsikt`);
    // SIGTERM once the site waits on the backend for it.
    await expect
      .poll(() => fake.requests.map((request) => request.path))
      .toContain("/rest/v1/rpc/get_public_blog_articles");
    const exitCode = site.stop();
    await expect(() => expect(fetch(`${site.url}/healthz`)).rejects.toThrow()).toPass();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(nb.insights.noArticles);
    expect(await exitCode).toBe(0);
  });

  test("SIGTERM lets a delivery under way finish; a lead still waiting is reported with its age and delivered by the next start, with its key", async ({
    fake,
  }) => {
    // Two starts of the site, and a delivery held up for 1.5 s.
    test.setTimeout(60_000);
    // One slow failing delivery: a 5xx answer just inside the timeout (retries come later, from the store).
    fake.setMode("error500");
    fake.setDelay(1_500);
    await using folder = await mkdtempDisposable(path.join(tmpdir(), "site-data-"));
    const dataDir = folder.path;
    const env = {
      SUPABASE_URL: fake.url,
      SUPABASE_ANON_KEY: fake.anonKey,
      CONTACT_TIMEOUT_MS: "2000",
      CONTACT_RETRY_MAX_MS: "200",
      DATA_DIR: dataDir,
    };
    const calls = () => fake.requests.filter((request) => request.path.endsWith("/send-contact-email"));
    const before = calls().length;
    const site = await startSite(env);
    expect((await postForm(site, contactRequest)).status).toBe(303);
    await expect.poll(() => calls().length).toBeGreaterThan(before);
    expect(await site.stop()).toBe(0);
    expect(calls()).toHaveLength(before + 1);
    expect(leadsIn(dataDir)).toMatchObject([{ state: "waiting", attempts: 1 }]);
    // Received two hours ago and still failing: the next start says so, and delivers it once it can.
    receivedMinutesAgo(dataDir, 120);
    fake.setDelay(0);
    await using restarted = await startSite(env);
    await expect.poll(() => restarted.events("contact.waiting")).toMatchObject([{ count: 1, oldestAgeMinutes: 120 }]);
    fake.setMode("ok");
    await expect.poll(() => leadsIn(dataDir)[0]?.state).toBe("delivered");
    expect(
      new Set(
        calls()
          .slice(before)
          .map((call) => call.headers["idempotency-key"]),
      ).size,
    ).toBe(1);
  });
});

test.describe("starting", () => {
  test("a bad setting or a port taken stops the start with one JSON line saying so", async () => {
    await using taken = net.createServer().listen(0, "127.0.0.1");
    await once(taken, "listening");
    const { port } = taken.address() as net.AddressInfo;
    for (const [env, error] of [
      [{ PORT: "70000" }, "PORT: must be a port number, 0 to 65535"],
      [{ PORT: String(port), HOST: "127.0.0.1" }, "EADDRINUSE"],
    ] as const) {
      const { code, stdout, stderr } = await runBuildScript("server.js", env);
      expect(code).toBe(1);
      // Every line is JSON (parse throws otherwise); the one error is the start's.
      const lines = `${stdout}${stderr}`.split("\n").filter(Boolean);
      const errors = lines.map((line) => JSON.parse(line)).filter((line) => line.level === "error");
      const failed = { event: "server.start_failed", error: expect.stringContaining(error) };
      expect(errors).toEqual([{ level: "error", time: expect.any(String), ...failed }]);
    }
  });

  test("the server's own code loads no React: the build's React is the one NODE_ENV, set by then, chooses", () => {
    // server.js sets NODE_ENV before it imports the build; a package it imports itself is loaded
    // before that line runs, so React loaded there would be its development build under `npm start`.
    const imports = [...readFileSync("build/server.js", "utf8").matchAll(/^import .* from "([^"]+)";$/gm)];
    const packages = imports.map(([, name]) => name).filter((name) => !name?.startsWith("node:"));
    expect(packages.filter((name) => /^(react|react-dom|@remix-run\/react)(\/|$)/.test(name ?? ""))).toEqual([]);
    expect(packages.length).toBeGreaterThan(3);
  });

  test("started from another folder, the site finds its content and static files", async () => {
    await using elsewhere = await mkdtempDisposable(path.join(tmpdir(), "site-cwd-"));
    await using site = await startSite({}, { cwd: elsewhere.path });
    // A founder's page exists only in content/founders.json.
    const [founder] = JSON.parse(readFileSync("content/founders.json", "utf8")) as { slug: string; name: string }[];
    const html = await (await fetch(`${site.url}/${founder?.slug}`)).text();
    expect(html).toContain(founder?.name);
    const stylesheet = /<link rel="stylesheet" href="(\/build\/[^"]+)"/.exec(html)?.[1];
    for (const file of [stylesheet, "/favicon.svg"]) expect((await fetch(`${site.url}${file}`)).status).toBe(200);
  });
});
