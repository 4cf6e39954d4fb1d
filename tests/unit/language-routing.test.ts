import { describe, expect, it, vi } from "vitest";
import { readLangCookie, serializeLangCookie } from "~/i18n/lang-cookie";
import { languageFromAcceptLanguage, negotiateEntryLanguage, routeEntryVisitor } from "~/i18n/language-routing.server";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

function requestTo(path: string, headers: Record<string, string> = {}, origin = "http://site.test") {
  return new Request(`${origin}${path}`, { headers: { "User-Agent": browser, ...headers } });
}

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown response");
}

describe("languageFromAcceptLanguage", () => {
  // The browser's language is its first choice, as navigator.language is.
  it.each([
    ["nb-NO,nb;q=0.9", "nb"],
    ["no", "nb"],
    ["nn-NO,en;q=0.5", null],
    ["en-US,en;q=0.9", "en"],
    ["en-GB,nb;q=0.9", "en"],
    ["nb;q=0.5, en;q=0.9", "en"],
    ["de-DE, en;q=0.8, nb;q=0.5", null],
    ["de-DE,fr", null],
    ["", null],
    [";;;==garbage", null],
  ])("%s → %s", async (header, expected) => {
    expect(await languageFromAcceptLanguage(requestTo("/", { "Accept-Language": header }))).toBe(expected);
  });
});

describe("negotiateEntryLanguage", () => {
  const neverAsked = vi.fn(async () => "en" as const);

  it("prefers the lang cookie over Accept-Language", async () => {
    const request = requestTo("/", { Cookie: "lang=nb", "Accept-Language": "en" });
    expect(await negotiateEntryLanguage(request, neverAsked)).toEqual({ lang: "nb", detectedRemotely: false });
  });

  it("ignores an invalid cookie and uses Accept-Language", async () => {
    const request = requestTo("/", { Cookie: "lang=xx", "Accept-Language": "en" });
    expect(await negotiateEntryLanguage(request, neverAsked)).toEqual({ lang: "en", detectedRemotely: false });
    expect(neverAsked).not.toHaveBeenCalled();
  });

  it("asks the remote detector only when neither answers", async () => {
    const detect = vi.fn(async () => "en" as const);
    const request = requestTo("/", { "Accept-Language": "de" });
    expect(await negotiateEntryLanguage(request, detect)).toEqual({ lang: "en", detectedRemotely: true });
    expect(detect).toHaveBeenCalledOnce();
  });

  it("falls back to nb when the detector has nothing", async () => {
    const request = requestTo("/", { "Accept-Language": "sv" });
    expect(await negotiateEntryLanguage(request, async () => null)).toEqual({ lang: "nb", detectedRemotely: false });
  });
});

describe("routeEntryVisitor", () => {
  const noRemote = async () => null;

  it("sends an English visitor from / to /en, keeping the query, and varies on what decided it", async () => {
    const response = await thrownResponse(routeEntryVisitor(requestTo("/?x=1", { "Accept-Language": "en" }), noRemote));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en?x=1");
    expect(response.headers.get("Vary")).toBe("Cookie, Accept-Language");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("never redirects crawlers", async () => {
    const request = new Request("http://site.test/", {
      headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)", "Accept-Language": "en" },
    });
    const headers = await routeEntryVisitor(request, async () => "en");
    expect(headers.get("Set-Cookie")).toBeNull();
  });

  it("stores a remotely detected language in the cookie", async () => {
    const headers = await routeEntryVisitor(requestTo("/"), async () => "nb");
    expect(headers.get("Set-Cookie")).toBe(serializeLangCookie("nb", { secure: false }));
  });

  it("leaves /en alone", async () => {
    const headers = await routeEntryVisitor(requestTo("/en", { "Accept-Language": "nb" }), async () => "nb");
    expect([...headers.keys()]).toEqual([]);
  });
});

describe("lang cookie", () => {
  it("reads only nb and en", () => {
    expect(readLangCookie("a=1; lang=en")).toBe("en");
    expect(readLangCookie("lang=fr")).toBeNull();
    expect(readLangCookie(null)).toBeNull();
  });
});
