import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { describeRequest } from "~/routing/request.server";
import { createPageCache } from "~/services/page-cache.server";

const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const ORIGIN = "http://site.test";

type Answer = { status?: number; cacheControl?: string; setCookie?: string; contentType?: string };

/**
 * Remix as the cache sees it: a page whose body names the render and the
 * cookies it was given, and whose headers the test chooses per path.
 */
function fakeRemix(answers: Record<string, Answer> = {}) {
  const renders: Request[] = [];
  const handler = vi.fn(async (request: Request) => {
    renders.push(request);
    const url = new URL(request.url);
    const answer = answers[url.pathname] ?? {};
    const headers = new Headers({
      "Content-Type": answer.contentType ?? "text/html; charset=utf-8",
      "Cache-Control": answer.cacheControl ?? SHARED,
    });
    if (answer.setCookie) headers.set("Set-Cookie", answer.setCookie);
    const body = `render ${renders.length} of ${url.pathname}${url.search} cookie=${request.headers.get("Cookie") ?? ""}`;
    return new Response(body, { status: answer.status ?? 200, headers });
  });
  return { handler, renders };
}

type HeaderMap = Record<string, string>;
const get = (path: string, headers: HeaderMap = {}) => new Request(`${ORIGIN}${path}`, { headers });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The cache as the server puts it in front of Remix: the request's description decides, the rest goes to Remix. */
function newCache(render: (request: Request) => Promise<Response>, maxBytes = 1_000_000) {
  const cache = createPageCache({ maxBytes, clock: Date });
  const handle = async (request: Request) => {
    const { sharedRender } = await describeRequest(new URL(request.url), request.method, request.headers);
    return (sharedRender && (await cache.answer(sharedRender, request.method, render))) || render(request);
  };
  return {
    handle,
    invalidate: cache.invalidate,
    /** The body of a GET. */
    text: async (path: string, headers?: HeaderMap) => (await handle(get(path, headers))).text(),
    /** Whether a GET came from the cache ("hit"), was kept ("miss") or neither (null). */
    state: async (path: string, headers?: HeaderMap) =>
      (await handle(get(path, headers))).headers.get("X-Render-Cache"),
  };
}

/** A cache in front of a fake Remix. */
function setup(answers: Record<string, Answer> = {}, maxBytes?: number) {
  const remix = fakeRemix(answers);
  return { remix, cache: newCache(remix.handler, maxBytes) };
}

describe("the page cache", () => {
  it("renders a page once and answers later requests from memory", async () => {
    const { remix, cache } = setup();
    const first = await cache.handle(get("/product"));
    const second = await cache.handle(get("/product"));
    expect(await first.text()).toBe("render 1 of /product cookie=");
    expect(await second.text()).toBe("render 1 of /product cookie=");
    expect(first.headers.get("X-Render-Cache")).toBe("miss");
    expect(second.headers.get("X-Render-Cache")).toBe("hit");
    expect(second.headers.get("Cache-Control")).toBe(SHARED);
    expect(remix.handler).toHaveBeenCalledTimes(1);
  });

  it("renders once for simultaneous requests", async () => {
    const { remix, cache } = setup();
    const bodies = await Promise.all([1, 2, 3, 4].map(() => cache.text("/innsikt")));
    expect(new Set(bodies)).toEqual(new Set(["render 1 of /innsikt cookie="]));
    expect(remix.handler).toHaveBeenCalledTimes(1);
  });

  it("keys a page on its URL, and on the audience where it shows, nothing else", async () => {
    const { text } = setup().cache;
    // The language switcher repeats the query, so every query is its own page (once).
    expect(await text("/product?utm_campaign=spring")).toBe("render 1 of /product?utm_campaign=spring cookie=");
    expect(await text("/product?utm_campaign=spring")).toBe("render 1 of /product?utm_campaign=spring cookie=");
    expect(await text("/product")).toBe("render 2 of /product cookie=");
    expect(await text("/innsikt?page=2")).toBe("render 3 of /innsikt?page=2 cookie=");
    expect(await text("/innsikt?page=2")).toBe("render 3 of /innsikt?page=2 cookie=");
    // The audience counts on the pages that show it, and only its valid values other than the default.
    expect(await text("/en", { Cookie: "audience=bedrift; _ga=1" })).toBe("render 4 of /en cookie=audience=bedrift");
    expect(await text("/en", { Cookie: "audience=bedrift" })).toBe("render 4 of /en cookie=audience=bedrift");
    expect(await text("/en", { Cookie: "audience=nonsense" })).toBe("render 5 of /en cookie=");
    expect(await text("/en", { Cookie: "audience=personlig" })).toBe("render 5 of /en cookie=");
    expect(await text("/en")).toBe("render 5 of /en cookie=");
    expect(await text("/product", { Cookie: "audience=bedrift; lang=en" })).toBe("render 2 of /product cookie=");
  });

  it("renders a shared page for the site's own host, whatever Host the request names", async () => {
    const { remix, cache } = setup();
    await cache.handle(new Request("http://evil.example/product"));
    await cache.handle(new Request("http://other.example/product"));
    expect(remix.renders.map((request) => new URL(request.url).host)).toEqual(["www.example.com"]);
    // The scheme stays: over https a page carries HSTS and upgrade-insecure-requests.
    await cache.handle(new Request("https://evil.example/product"));
    expect(remix.renders.map((request) => request.url)).toEqual([
      "http://www.example.com/product",
      "https://www.example.com/product",
    ]);
  });

  it("answers HEAD from a kept page, without a body, and never renders for the cache on HEAD", async () => {
    const { remix, cache } = setup();
    const head = () => cache.handle(new Request(`${ORIGIN}/about`, { method: "HEAD" }));
    expect((await head()).headers.get("X-Render-Cache")).toBeNull();
    await cache.handle(get("/about"));
    const kept = await head();
    expect(kept.headers.get("X-Render-Cache")).toBe("hit");
    expect(kept.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(kept.body).toBeNull();
    expect(remix.renders.map((request) => request.method)).toEqual(["HEAD", "GET"]);
  });

  it("keeps no search: what visitors search for is theirs", async () => {
    const { remix, cache } = setup();
    for (const path of [
      "/innsikt?q=selvskading",
      "/innsikt?q=selvskading",
      "/en/insights?q=sleep",
      "/innsikt?q=&q=angst",
    ]) {
      expect(await cache.state(path), path).toBeNull();
    }
    expect(remix.handler).toHaveBeenCalledTimes(4);
    // An empty search box is the plain list.
    await cache.handle(get("/innsikt?q="));
    expect(await cache.state("/innsikt?q=")).toBe("hit");
  });

  it("never keeps or serves what belongs to one visitor", async () => {
    const { remix, cache } = setup({
      "/sets-cookie": { setCookie: "a=b" },
      "/private": { cacheControl: "private, no-store" },
    });
    // A waiting flash message: straight to Remix with the visitor's own request, and not kept.
    const flash = await cache.handle(get("/product", { Cookie: "__flash=signed" }));
    expect(await flash.text()).toBe("render 1 of /product cookie=__flash=signed");
    expect(flash.headers.get("X-Render-Cache")).toBeNull();
    expect(await cache.text("/product")).toBe("render 2 of /product cookie=");
    // ... and a kept page is not given to the visitor with the message either.
    expect(await cache.text("/product", { Cookie: "__flash=signed" })).toContain("render 3");
    // The contact page reads the visitor's own presets (the Referer among them).
    await cache.handle(get("/kontakt", { Referer: `${ORIGIN}/bedrift` }));
    await cache.handle(get("/kontakt"));
    expect(remix.renders.filter((request) => request.url.endsWith("/kontakt"))).toHaveLength(2);
    // Answers that set a cookie or are private go back to their own request only.
    for (const path of ["/sets-cookie", "/private"]) {
      expect([await cache.state(path), await cache.state(path)]).toEqual([null, null]);
    }
    expect(remix.handler).toHaveBeenCalledTimes(9);
  });

  it("keeps only plain 200 HTML pages, and answers the rest with the one render", async () => {
    const { remix, cache } = setup({
      "/innsikt/gone": { status: 404, cacheControl: "private, no-store" },
      "/robots.txt": { contentType: "text/plain", cacheControl: "public, max-age=3600" },
    });
    for (const path of ["/innsikt/gone", "/robots.txt"]) {
      const first = await cache.handle(get(path));
      await cache.handle(get(path));
      expect(first.headers.get("X-Render-Cache")).toBeNull();
      expect(await first.text()).toContain(`of ${path}`);
    }
    expect(remix.handler).toHaveBeenCalledTimes(4);
  });

  it("leaves language switches, data requests and other methods to Remix", async () => {
    const { remix, cache } = setup();
    for (const request of [
      get("/product?lang=en"),
      get("/product?_data=root"),
      new Request(`${ORIGIN}/product`, { method: "HEAD" }),
      new Request(`${ORIGIN}/`, { method: "POST", body: "audience=bedrift" }),
    ]) {
      await cache.handle(request);
      await cache.handle(request.clone());
    }
    expect(remix.handler).toHaveBeenCalledTimes(8);
  });

  it("shares '/' only with visitors whose own headers say Norwegian", async () => {
    const { remix, cache } = setup();
    await cache.handle(get("/", { "Accept-Language": "nb-NO,nb;q=0.9" }));
    await cache.handle(get("/", { Cookie: "lang=nb" }));
    await cache.handle(get("/"));
    expect(remix.handler).toHaveBeenCalledTimes(1);
    // Rendered as the Norwegian page it is, whatever header said so.
    expect(remix.renders[0]?.headers.get("Cookie")).toBe("lang=nb");
    // An English visitor is sent on to /en; a crawler with English stays, and keeps its own copy.
    await cache.handle(get("/", { "Accept-Language": "en-GB" }));
    await cache.handle(get("/", { Cookie: "lang=en", "User-Agent": "Googlebot/2.1" }));
    const deciding = remix.renders.slice(1).map((request) => request.headers.get("Accept-Language") ?? "cookie");
    expect(deciding).toEqual(["en-GB", "cookie"]);
  });

  it("serves a page for a minute, then once more while one render replaces it, and not after ten more", async () => {
    const { text } = setup().cache;
    expect(await text("/product")).toBe("render 1 of /product cookie=");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await text("/product")).toBe("render 1 of /product cookie=");
    await vi.advanceTimersByTimeAsync(1);
    expect(await text("/product")).toBe("render 1 of /product cookie=");
    await vi.waitFor(async () => expect(await text("/product")).toBe("render 2 of /product cookie="));
    await vi.advanceTimersByTimeAsync(60_001 + 600_000);
    expect(await text("/product")).toBe("render 3 of /product cookie=");
  });

  it("forgets every page when content changes, also one whose render was under way", async () => {
    let finishRender: () => void = () => {};
    const remix = fakeRemix();
    const cache = newCache(async (request) => {
      if (remix.renders.length === 1) await new Promise<void>((done) => (finishRender = done));
      return remix.handler(request);
    });
    expect(await cache.text("/product")).toContain("render 1");
    cache.invalidate();
    const during = cache.text("/product");
    await vi.advanceTimersByTimeAsync(0);
    cache.invalidate();
    finishRender();
    // The request that waited gets its render; the next one a render from after the change.
    expect(await during).toContain("render 2");
    expect(await cache.text("/product")).toContain("render 3");
    expect(await cache.text("/product")).toContain("render 3");
  });

  it("stays within its memory bound, the least recently used page going first", async () => {
    // Room for two entries (body, key and 2 KB each) in the half for pages without a query, not three.
    const { remix, cache } = setup({}, 10_000);
    for (const path of ["/product", "/about", "/product", "/hvorfor", "/product", "/about"]) await cache.text(path);
    const rendered = remix.renders.map((request) => new URL(request.url).pathname);
    expect(rendered).toEqual(["/product", "/about", "/hvorfor", "/about"]);
  });

  it("keeps made-up query strings from pushing out the pages themselves", async () => {
    const { cache } = setup({}, 20_000);
    await cache.handle(get("/"));
    await cache.handle(get("/product"));
    for (let index = 0; index < 50; index += 1) await cache.handle(get(`/about?x=${index}`));
    expect([await cache.state("/"), await cache.state("/product")]).toEqual(["hit", "hit"]);
  });
});
