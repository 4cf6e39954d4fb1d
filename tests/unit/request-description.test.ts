import { describe, expect, it } from "vitest";
import { routeEntryVisitor } from "~/i18n/language-routing.server";
import { describeRequest } from "~/routing/request.server";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

const describeOf = (request: Request) => describeRequest(new URL(request.url), request.method, request.headers);

describe("where / leads", () => {
  // The browser's language is its first choice, as navigator.language is; without remote
  // detection (no Supabase here), a header that names neither gives nb. The cookie, crawlers, Vary
  // and the remote detector are checked end to end (tests/e2e/http/language.spec.ts).
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
    // Where "/" leads a browser with this Accept-Language: the redirect's Location, or "/" itself.
    const request = new Request("http://site.test/", { headers: { "User-Agent": browser, "Accept-Language": header } });
    const thrown = await routeEntryVisitor(request, describeOf(request), null).catch((answer: Response) => answer);
    expect(thrown instanceof Response ? thrown.headers.get("Location") : "/").toBe(expected);
  });
});

describe("the body cap of a path", () => {
  const contactSpellings = ["/kontakt", "/en/contact", "/KONTAKT", "/En/Contact", "/%6Bontakt", "/en/%43ontact"];
  it.each(contactSpellings)("%s, the contact form in any spelling the router takes, takes 64 KB", (path) => {
    expect(describeOf(new Request(`http://site.test${path}`, { method: "POST" })).bodyLimitBytes).toBe(64 * 1024);
  });

  const choicePaths = ["/", "/en", "/kontakter", "/en/contact/x", "/contact", "/kontakt.json"];
  it.each(choicePaths)("%s takes the 1 KB of a choice form", (path) => {
    expect(describeOf(new Request(`http://site.test${path}`, { method: "POST" })).bodyLimitBytes).toBe(1024);
  });
});
