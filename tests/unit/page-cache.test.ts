import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { describeRequest } from "~/routing/request.server";
import { createPageCache } from "~/services/page-cache.server";

const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const ORIGIN = "http://site.test";

type Answer = { status?: number; cacheControl?: string; setCookie?: string };
type HeaderMap = Record<string, string>;

const get = (path: string, headers: HeaderMap = {}) => new Request(`${ORIGIN}${path}`, { headers });

beforeEach(() => {
  // lru-cache reads its clock from the performance object it found on loading, which fake timers replace.
  vi.spyOn(performance, "now").mockImplementation(() => Date.now());
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * The cache as the server puts it in front of Remix (the request's description decides, the rest
 * goes to Remix), and Remix as the cache sees it: a page whose body names the render and the
 * cookies it was given, and whose headers the test chooses per path.
 */
function setup(answers: Record<string, Answer> = {}, maxBytes = 1_000_000) {
  const renders: Request[] = [];
  const remix = vi.fn(async (request: Request) => {
    renders.push(request);
    const url = new URL(request.url);
    const answer = answers[url.pathname] ?? {};
    const headers = new Headers({ "Content-Type": "text/html", "Cache-Control": answer.cacheControl ?? SHARED });
    if (answer.setCookie) headers.set("Set-Cookie", answer.setCookie);
    const body = `render ${renders.length} of ${url.pathname}${url.search} cookie=${request.headers.get("Cookie") ?? ""}`;
    return new Response(body, { status: answer.status ?? 200, headers });
  });
  const cache = createPageCache(maxBytes);
  const handle = async (request: Request, render: (request: Request) => Promise<Response> = remix) => {
    const { sharedRender } = await describeRequest(new URL(request.url), request.method, request.headers);
    return (sharedRender && (await cache.answer(sharedRender, request.method, render))) || render(request);
  };
  /** The body of a GET. */
  const text = async (path: string, headers?: HeaderMap) => (await handle(get(path, headers))).text();
  /** Whether a GET came from the cache ("hit"), was kept ("miss") or neither (null). */
  const state = async (path: string, headers?: HeaderMap) =>
    (await handle(get(path, headers))).headers.get("X-Render-Cache");
  return { remix, renders, cache, handle, text, state };
}

describe("the page cache", () => {
  it("renders a page once, also for simultaneous requests, and answers later ones from memory", async () => {
    const { remix, handle, text } = setup();
    const bodies = await Promise.all([1, 2, 3].map(() => text("/innsikt")));
    expect(new Set(bodies)).toEqual(new Set(["render 1 of /innsikt cookie="]));
    const again = await handle(get("/innsikt"));
    expect(again.headers.get("X-Render-Cache")).toBe("hit");
    expect(again.headers.get("Cache-Control")).toBe(SHARED);
    expect(remix).toHaveBeenCalledTimes(1);
  });

  it("keys a page on its URL, and on the audience where it shows, nothing else", async () => {
    const { text } = setup();
    // The language switcher repeats the query, so every query is its own page (once).
    expect(await text("/product?utm_campaign=spring")).toBe("render 1 of /product?utm_campaign=spring cookie=");
    expect(await text("/product?utm_campaign=spring")).toBe("render 1 of /product?utm_campaign=spring cookie=");
    expect(await text("/product")).toBe("render 2 of /product cookie=");
    // The audience counts on the pages that show it, and only its valid values other than the default.
    expect(await text("/en", { Cookie: "audience=bedrift; _ga=1" })).toBe("render 3 of /en cookie=audience=bedrift");
    expect(await text("/en", { Cookie: "audience=bedrift" })).toBe("render 3 of /en cookie=audience=bedrift");
    for (const Cookie of ["audience=nonsense", "audience=personlig", ""]) {
      expect(await text("/en", { Cookie })).toBe("render 4 of /en cookie=");
    }
    expect(await text("/product", { Cookie: "audience=bedrift; lang=en" })).toBe("render 2 of /product cookie=");
  });

  it("renders a shared page for the site's own host and the request's scheme, whatever Host it names", async () => {
    const { renders, handle } = setup();
    for (const url of ["http://evil.example/product", "http://other.example/product", "https://evil.example/product"]) {
      await handle(new Request(url));
    }
    // Over https a page carries HSTS and upgrade-insecure-requests.
    expect(renders.map((request) => request.url)).toEqual([
      "http://www.example.com/product",
      "https://www.example.com/product",
    ]);
  });

  it("answers HEAD from a kept page, without a body, and never renders for the cache on HEAD", async () => {
    const { renders, handle } = setup();
    const head = () => handle(new Request(`${ORIGIN}/about`, { method: "HEAD" }));
    expect((await head()).headers.get("X-Render-Cache")).toBeNull();
    await handle(get("/about"));
    const kept = await head();
    expect(kept.headers.get("X-Render-Cache")).toBe("hit");
    expect(kept.headers.get("Content-Type")).toBe("text/html");
    expect(kept.body).toBeNull();
    expect(renders.map((request) => request.method)).toEqual(["HEAD", "GET"]);
  });

  it("never keeps a search, what belongs to one visitor, or an answer that is not a plain shared 200", async () => {
    const { remix, state } = setup({
      "/sets-cookie": { setCookie: "a=b" },
      "/private": { cacheControl: "private, no-store" },
      "/innsikt/gone": { status: 404, cacheControl: "private, no-store" },
    });
    const visits: [string, HeaderMap?][] = [
      // What visitors search for is theirs.
      ["/innsikt?q=selvskading"],
      ["/en/insights?q=sleep"],
      ["/innsikt?q=&q=angst"],
      // A waiting flash message; the contact page reads the visitor's own presets (the Referer among them).
      ["/product", { Cookie: "__flash=signed" }],
      ["/kontakt", { Referer: `${ORIGIN}/bedrift` }],
      ["/kontakt"],
      // Answers that set a cookie, are private or are not a 200 go back to their own request only.
      ["/sets-cookie"],
      ["/private"],
      ["/innsikt/gone"],
      // Language switches and data requests.
      ["/product?lang=en"],
      ["/product?_data=root"],
    ];
    for (const [path, headers] of visits) {
      expect([await state(path, headers), await state(path, headers)], path).toEqual([null, null]);
    }
    expect(remix).toHaveBeenCalledTimes(2 * visits.length);
    // An empty search box is the plain list, and a kept page is not given to a visitor with a flash message.
    expect([await state("/innsikt?q="), await state("/innsikt?q=")]).toEqual(["miss", "hit"]);
    expect([await state("/product"), await state("/product", { Cookie: "__flash=signed" })]).toEqual(["miss", null]);
  });

  it("shares '/' only with visitors whose own headers say Norwegian", async () => {
    const { remix, renders, handle } = setup();
    await handle(get("/", { "Accept-Language": "nb-NO,nb;q=0.9" }));
    await handle(get("/", { Cookie: "lang=nb" }));
    await handle(get("/"));
    expect(remix).toHaveBeenCalledTimes(1);
    // Rendered as the Norwegian page it is, whatever header said so.
    expect(renders[0]?.headers.get("Cookie")).toBe("lang=nb");
    // An English visitor is sent on to /en; a crawler with English stays, and keeps its own copy.
    await handle(get("/", { "Accept-Language": "en-GB" }));
    await handle(get("/", { Cookie: "lang=en", "User-Agent": "Googlebot/2.1" }));
    const deciding = renders.slice(1).map((request) => request.headers.get("Accept-Language") ?? "cookie");
    expect(deciding).toEqual(["en-GB", "cookie"]);
  });

  it("serves a page for a minute, then once more while one render replaces it, and not after ten more", async () => {
    const { text } = setup();
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
    const { remix, renders, cache, handle, text } = setup();
    let finishRender: () => void = () => {};
    const slowOnce = async (request: Request) => {
      if (renders.length === 1) await new Promise<void>((done) => (finishRender = done));
      return remix(request);
    };
    expect(await text("/product")).toContain("render 1");
    cache.invalidate();
    const during = handle(get("/product"), slowOnce);
    await vi.advanceTimersByTimeAsync(0);
    cache.invalidate();
    finishRender();
    // The request that waited gets its render; the next one a render from after the change.
    expect(await (await during).text()).toContain("render 2");
    expect(await text("/product")).toContain("render 3");
    expect(await text("/product")).toContain("render 3");
  });

  it("stays within its memory bound, the least recently used page going first", async () => {
    // Room for two entries (body, key and 2 KB each) in the half for pages without a query, not three.
    const { renders, text } = setup({}, 10_000);
    for (const path of ["/product", "/about", "/product", "/hvorfor", "/product", "/about"]) await text(path);
    expect(renders.map((request) => new URL(request.url).pathname)).toEqual([
      "/product",
      "/about",
      "/hvorfor",
      "/about",
    ]);
  });

  it("keeps made-up query strings from pushing out the pages themselves", async () => {
    const { handle, state } = setup({}, 20_000);
    await handle(get("/"));
    await handle(get("/product"));
    for (let index = 0; index < 50; index += 1) await handle(get(`/about?x=${index}`));
    expect([await state("/"), await state("/product")]).toEqual(["hit", "hit"]);
  });
});
