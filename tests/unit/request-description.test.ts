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

/** The headers "/" answers with: the page's, or those of the redirect it throws. */
const answerOf = (request: Request, detectRemotely: (() => Promise<"nb" | "en" | null>) | null = null) =>
  routeEntryVisitor(request, describeOf(request), detectRemotely).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown.headers;
    throw thrown;
  });

/** Where "/" leads a browser with these headers. */
async function destinationOf(headers: HeaderMap, detectRemotely?: () => Promise<"nb" | "en" | null>) {
  return (await answerOf(requestTo("/", headers), detectRemotely)).get("Location") ?? "/";
}

describe("where / leads", () => {
  // The browser's language is its first choice, as navigator.language is; without remote
  // detection (no Supabase here), a header that names neither gives nb.
  it.each([
    ["nb-NO,nb;q=0.9", "/"],
    ["no", "/"],
    ["nn-NO,en;q=0.5", "/"],
    ["en-US,en;q=0.9", "/en"],
    ["en-GB,nb;q=0.9", "/en"],
    ["nb;q=0.5, en;q=0.9", "/en"],
    ["de-DE, en;q=0.8, nb;q=0.5", "/"],
    [";;;==garbage", "/"],
    [`en,${"x-private;q=0.1,".repeat(1_000)}`, "/en"],
  ])("Accept-Language %s → %s", async (header, expected) => {
    expect(await destinationOf({ "Accept-Language": header })).toBe(expected);
  });

  it("prefers a valid lang cookie over Accept-Language", async () => {
    expect(await destinationOf({ Cookie: "lang=nb", "Accept-Language": "en" })).toBe("/");
    expect(await destinationOf({ Cookie: "lang=xx", "Accept-Language": "en" })).toBe("/en");
  });

  it("varies on what decided it", () => {
    expect(describeOf(requestTo("/"))).toMatchObject({ shareable: true, vary: ["Cookie", "Accept-Language"] });
  });

  // That crawlers stay is checked end to end (tests/e2e/http/language.spec.ts).
  it("sends an English visitor on to /en with the query, and asks the remote detector only when nothing else tells", async () => {
    const detect = vi.fn(async () => "nb" as const);
    const english = requestTo("/?x=1", { "Accept-Language": "en" });
    const redirect = await answerOf(english, detect);
    expect(redirect.get("Location")).toBe("/en?x=1");
    expect(redirect.get("Cache-Control")).toBe("private, no-store");
    expect(detect).not.toHaveBeenCalled();
    const stays = await answerOf(requestTo("/"), detect);
    expect(detect).toHaveBeenCalledOnce();
    expect(stays.get("Set-Cookie")).toBe(serializeLangCookie("nb", { secure: false }));
    expect(await destinationOf({}, async () => "en")).toBe("/en");
  });
});

describe("the body cap of a path", () => {
  const contactSpellings = ["/kontakt", "/en/contact", "/KONTAKT", "/En/Contact", "/%6Bontakt", "/en/%43ontact"];
  it.each(contactSpellings)("%s, the contact form in any spelling the router takes, takes 32 KB", (path) => {
    expect(describeOf(requestTo(path, {}, { method: "POST" })).bodyLimitBytes).toBe(32 * 1024);
  });

  const choicePaths = ["/", "/en", "/kontakter", "/en/contact/x", "/contact", "/kontakt.json"];
  it.each(choicePaths)("%s takes the 1 KB of a choice form", (path) => {
    expect(describeOf(requestTo(path, {}, { method: "POST" })).bodyLimitBytes).toBe(1024);
  });
});
