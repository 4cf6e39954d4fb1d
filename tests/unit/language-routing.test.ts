import { describe, expect, it, vi } from "vitest";
import { readLangCookie, serializeLangCookie } from "~/i18n/lang-cookie";
import {
  applyLanguageRouting,
  languageFromAcceptLanguage,
  negotiateEntryLanguage,
} from "~/i18n/language-routing.server";

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
  it.each([
    ["nb-NO,nb;q=0.9", "nb"],
    ["no", "nb"],
    ["en-US,en;q=0.9", "en"],
    ["de-DE, en;q=0.8, nb;q=0.5", "en"],
    ["de, nb;q=0.9, en;q=0.8", "nb"],
    ["de-DE,fr", null],
    ["", null],
    [";;;==garbage", null],
  ])("%s → %s", (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
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

describe("applyLanguageRouting", () => {
  const noRemote = async () => null;

  it("redirects a trailing slash permanently, keeping the query", async () => {
    const response = await thrownResponse(applyLanguageRouting(requestTo("/personvern/?a=1"), noRemote));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/personvern?a=1");
  });

  it("turns ?lang into a cookie and a redirect to the page in that language", async () => {
    const response = await thrownResponse(applyLanguageRouting(requestTo("/personvern?lang=en&q=x"), noRemote));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en/privacy?q=x");
    expect(response.headers.get("Set-Cookie")).toBe("lang=en; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  it("marks the cookie Secure on https (server.js takes the scheme from a trusted proxy only)", async () => {
    const request = requestTo("/en?lang=nb", {}, "https://site.test");
    const response = await thrownResponse(applyLanguageRouting(request, noRemote));
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toContain("; Secure");
  });

  it("believes no X-Forwarded-Proto of its own", async () => {
    const request = requestTo("/en?lang=nb", { "X-Forwarded-Proto": "https" });
    const response = await thrownResponse(applyLanguageRouting(request, noRemote));
    expect(response.headers.get("Set-Cookie")).not.toContain("Secure");
  });

  it.each([
    ["//evil.com/", "/evil.com"],
    ["//evil.com?lang=nb", "/evil.com?lang=nb"],
    ["/en//evil.com/x?lang=nb", "/en/evil.com/x?lang=nb"],
    ["/%5Cevil.com/", "/%5Cevil.com"],
    ["/Product", "/product"],
    ["/EN/Why?x=1", "/en/why?x=1"],
    ["/INNSIKT/Abc", "/innsikt/Abc"],
  ])("moves %s permanently to %s, a path of this site", async (path, location) => {
    const response = await thrownResponse(applyLanguageRouting(requestTo(path), noRemote));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(location);
  });

  it("keeps ?lang redirects on this site once the path is canonical", async () => {
    const response = await thrownResponse(applyLanguageRouting(requestTo("/en/evil.com/x?lang=nb"), noRemote));
    expect(response.headers.get("Location")).toBe("/evil.com/x");
  });

  it("ignores an invalid ?lang", async () => {
    const headers = await applyLanguageRouting(requestTo("/product?lang=de"), noRemote);
    expect(headers.get("Set-Cookie")).toBeNull();
  });

  it("sends an English visitor from / to /en and varies on what decided it", async () => {
    const response = await thrownResponse(
      applyLanguageRouting(requestTo("/?x=1", { "Accept-Language": "en" }), noRemote),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en?x=1");
    expect(response.headers.get("Vary")).toBe("Cookie, Accept-Language");
  });

  it("never redirects crawlers", async () => {
    const request = new Request("http://site.test/", {
      headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)", "Accept-Language": "en" },
    });
    const headers = await applyLanguageRouting(request, async () => "en");
    expect(headers.get("Vary")).toBe("Cookie, Accept-Language");
  });

  it("stores a remotely detected language in the cookie", async () => {
    const headers = await applyLanguageRouting(requestTo("/"), async () => "nb");
    expect(headers.get("Set-Cookie")).toBe(serializeLangCookie("nb", { secure: false }));
  });

  it("leaves other pages alone", async () => {
    const headers = await applyLanguageRouting(requestTo("/product", { "Accept-Language": "en" }), async () => "en");
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
