import { describe, expect, it, vi } from "vitest";
import { routeEntryVisitor } from "~/i18n/language-routing.server";
import { describeRequest } from "~/routing/request.server";
import { serializeLangCookie } from "~/utils/preference-cookie.server";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

type HeaderMap = Record<string, string>;

function requestTo(path: string, headers: HeaderMap = {}, init: RequestInit = {}) {
  return new Request(`http://site.test${path}`, { ...init, headers: { "User-Agent": browser, ...headers } });
}

const describeOf = (request: Request) => describeRequest(new URL(request.url), request.method, request.headers);
const entryLanguageOf = async (headers: HeaderMap) => (await describeOf(requestTo("/", headers))).entryLanguage;

/** The Response the promise throws. */
async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  const thrown = await promise.then(() => null).catch((error: unknown) => error);
  if (thrown instanceof Response) return thrown;
  throw thrown ?? new Error("expected a thrown response");
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
    expect(await entryLanguageOf({ "Accept-Language": header.slice(0, 20_000) })).toBe(expected);
  });

  it("prefers a valid lang cookie over Accept-Language", async () => {
    expect(await entryLanguageOf({ Cookie: "lang=nb", "Accept-Language": "en" })).toBe("nb");
    expect(await entryLanguageOf({ Cookie: "lang=xx", "Accept-Language": "en" })).toBe("en");
  });

  it("is shared, and varies on what decided it, only when it is Norwegian", async () => {
    const norwegian = await describeOf(requestTo("/"));
    expect(norwegian).toMatchObject({ shareable: true, vary: ["Cookie", "Accept-Language"] });
    expect((await describeOf(requestTo("/", { "Accept-Language": "en" }))).shareable).toBe(false);
  });
});

describe("routeEntryVisitor", () => {
  // Where / leads, what it stores and that crawlers stay are checked end to end (tests/e2e/http/language.spec.ts).
  it("sends an English visitor on to /en with the query, and asks the remote detector only when nothing else tells", async () => {
    const detect = vi.fn(async () => "nb" as const);
    const english = requestTo("/?x=1", { "Accept-Language": "en" });
    const response = await thrownResponse(routeEntryVisitor(english, await describeOf(english), detect));
    expect(response.headers.get("Location")).toBe("/en?x=1");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(detect).not.toHaveBeenCalled();
    const unnamed = requestTo("/");
    const headers = await routeEntryVisitor(unnamed, { ...(await describeOf(unnamed)), entryLanguage: null }, detect);
    expect(detect).toHaveBeenCalledOnce();
    expect(headers.get("Set-Cookie")).toBe(serializeLangCookie("nb", { secure: false }));
  });
});

describe("the body cap of a path", () => {
  const contactSpellings = ["/kontakt", "/en/contact", "/KONTAKT", "/En/Contact", "/%6Bontakt", "/en/%43ontact"];
  it.each(contactSpellings)("%s, the contact form in any spelling the router takes, takes 32 KB", async (path) => {
    expect((await describeOf(requestTo(path, {}, { method: "POST" }))).bodyLimitBytes).toBe(32 * 1024);
  });

  const choicePaths = ["/", "/en", "/kontakter", "/en/contact/x", "/contact", "/kontakt.json"];
  it.each(choicePaths)("%s takes the 1 KB of a choice form", async (path) => {
    expect((await describeOf(requestTo(path, {}, { method: "POST" }))).bodyLimitBytes).toBe(1024);
  });
});
