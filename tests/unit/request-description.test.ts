import { describe, expect, it, vi } from "vitest";
import { readLangCookie, serializeLangCookie } from "~/i18n/lang-cookie";
import { routeEntryVisitor } from "~/i18n/language-routing.server";
import { describeRequest } from "~/routing/request.server";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

function requestTo(path: string, headers: Record<string, string> = {}, init: RequestInit = {}) {
  return new Request(`http://site.test${path}`, { ...init, headers: { "User-Agent": browser, ...headers } });
}

const describeOf = (request: Request) => describeRequest(new URL(request.url), request.method, request.headers);

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown response");
}

describe("the language a request to / names", () => {
  // The browser's language is its first choice, as navigator.language is; without remote
  // detection (no Supabase here), a header that names neither gives nb.
  it.each([
    ["nb-NO,nb;q=0.9", "nb"],
    ["no", "nb"],
    ["nn-NO,en;q=0.5", "nb"],
    ["en-US,en;q=0.9", "en"],
    ["en-GB,nb;q=0.9", "en"],
    ["nb;q=0.5, en;q=0.9", "en"],
    ["de-DE, en;q=0.8, nb;q=0.5", "nb"],
    [";;;==garbage", "nb"],
    [`en,${"x-private;q=0.1,".repeat(1_400)}`, "en"],
    [`${"de;q=0.1,".repeat(100)}en`, "nb"],
  ])("Accept-Language %s → %s", async (header, expected) => {
    expect((await describeOf(requestTo("/", { "Accept-Language": header.slice(0, 20_000) }))).entryLanguage).toBe(
      expected,
    );
  });

  it("prefers a valid lang cookie over Accept-Language", async () => {
    expect((await describeOf(requestTo("/", { Cookie: "lang=nb", "Accept-Language": "en" }))).entryLanguage).toBe("nb");
    expect((await describeOf(requestTo("/", { Cookie: "lang=xx", "Accept-Language": "en" }))).entryLanguage).toBe("en");
  });

  it("is shared, and varies on what decided it, only when it is Norwegian", async () => {
    const norwegian = await describeOf(requestTo("/"));
    expect(norwegian).toMatchObject({ shareable: true, vary: ["Cookie", "Accept-Language"] });
    expect(norwegian.sharedRender?.cookie).toBe("lang=nb");
    expect((await describeOf(requestTo("/", { "Accept-Language": "en" }))).shareable).toBe(false);
  });
});

describe("routeEntryVisitor", () => {
  const noRemote = async () => null;

  it("sends an English visitor from / to /en, keeping the query, and varies on what decided it", async () => {
    const request = requestTo("/?x=1", { "Accept-Language": "en" });
    const response = await thrownResponse(routeEntryVisitor(request, await describeOf(request), noRemote));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en?x=1");
    expect(response.headers.get("Vary")).toBe("Cookie, Accept-Language");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("asks the remote detector only when the request names no language, and stores its answer", async () => {
    const detect = vi.fn(async () => "nb" as const);
    const named = requestTo("/", { "Accept-Language": "nb" });
    await routeEntryVisitor(named, await describeOf(named), detect);
    expect(detect).not.toHaveBeenCalled();
    const unnamed = requestTo("/");
    const headers = await routeEntryVisitor(unnamed, { ...(await describeOf(unnamed)), entryLanguage: null }, detect);
    expect(detect).toHaveBeenCalledOnce();
    expect(headers.get("Set-Cookie")).toBe(serializeLangCookie("nb", { secure: false }));
  });

  it("falls back to nb when the detector has nothing", async () => {
    const request = requestTo("/");
    const headers = await routeEntryVisitor(request, { ...(await describeOf(request)), entryLanguage: null }, noRemote);
    expect(headers.get("Set-Cookie")).toBeNull();
  });

  it("never redirects crawlers", async () => {
    const request = requestTo("/", {
      "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
      "Accept-Language": "en",
    });
    const headers = await routeEntryVisitor(request, await describeOf(request), async () => "en");
    expect(headers.get("Set-Cookie")).toBeNull();
  });

  it("leaves /en alone", async () => {
    const request = requestTo("/en", { "Accept-Language": "nb" });
    const headers = await routeEntryVisitor(request, await describeOf(request), async () => "nb");
    expect([...headers.keys()]).toEqual([]);
  });
});

describe("the body cap of a path", () => {
  it.each(["/kontakt", "/en/contact", "/KONTAKT", "/En/Contact", "/%6Bontakt", "/en/%43ontact"])(
    "%s, the contact form in any spelling the router takes, takes 32 KB",
    async (path) => {
      expect((await describeOf(requestTo(path, {}, { method: "POST" }))).bodyLimitBytes).toBe(32 * 1024);
    },
  );

  it.each(["/", "/en", "/kontakter", "/en/contact/x", "/contact", "/kontakt.json"])(
    "%s takes the 1 KB of a choice form",
    async (path) => {
      expect((await describeOf(requestTo(path, {}, { method: "POST" }))).bodyLimitBytes).toBe(1024);
    },
  );
});

describe("lang cookie", () => {
  it("reads only nb and en", () => {
    expect(readLangCookie("a=1; lang=en")).toBe("en");
    expect(readLangCookie("lang=fr")).toBeNull();
    expect(readLangCookie(null)).toBeNull();
  });
});
