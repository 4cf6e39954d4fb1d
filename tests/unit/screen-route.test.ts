import { describe, expect, it } from "vitest";
import { routeScreen } from "~/routing/screen-route.server";
import { loaderArgs } from "../support/remix-match";

// The trailing slash, ?lang (its cookie, Secure behind https) and the hostile and letter-case
// spellings a visitor meets are checked end to end (tests/e2e/http/{routing,language,hardening}.spec.ts);
// here, the spellings only the router's own rules reach.

/** What the screen's loader does with a request, as Remix would route it. */
async function route(path: string) {
  const args = await loaderArgs(path);
  const { screen } = args.context.description;
  if (!screen) throw new Error(`no screen for ${path}`);
  return routeScreen(screen, args);
}

/** The Location of the redirect the loader throws for a request. */
async function location(path: string, status = 302): Promise<string | null> {
  const thrown = await route(path)
    .then(() => null)
    .catch((error: unknown) => error);
  if (!(thrown instanceof Response)) throw thrown ?? new Error("expected a thrown response");
  expect(thrown.status).toBe(status);
  return thrown.headers.get("Location");
}

describe("routeScreen", async () => {
  it.each([
    ["/%5Cevil.com/", "/%5Cevil.com"],
    ["/Public-Blog/X1", "/public-blog/X1"],
    // Letter case, escapes and a trailing slash at once: still one step.
    ["/EN/Insights/Some%20Id/", "/en/insights/Some%20Id"],
    ["/%65n/why", "/en/why"],
    ["/EN/x/%41", "/en/x/%41"],
    ["/EN/a/b+c", "/en/a/b+c"],
    ["/EN/%41", "/en/A"],
    ["/EN/Insights/a+b", "/en/insights/a%2Bb"],
    ["/innsikt/%41bc", "/innsikt/Abc"],
  ])("moves %s permanently to %s, in one step and on this site", async (path, expected) => {
    expect(await location(path, 301)).toBe(expected);
  });

  it("keeps the query exactly as it came, however long", async () => {
    const query = `?q=${"!".repeat(2_000)}&a&b=c%20d`;
    expect(await location(`/innsikt/${query}`, 301)).toBe(`/innsikt${query}`);
    expect(await location(`/innsikt${query}&lang=en`)).toBe(`/en/insights${query}`);
  });

  it.each([
    // An alias switches to its screen's path.
    ["/public-blog/5?lang=en", "/en/insights/5"],
    ["/public-blog?lang=nb", "/public-blog"],
    // The unknown path is switched by its /en prefix, escapes and all.
    ["/a/b%3Fc?lang=en&x=1", "/en/a/b%3Fc?x=1"],
    ["/a/b%23c?lang=en", "/en/a/b%23c"],
    ["/a/b%25?lang=en", "/en/a/b%25"],
    ["/a/%2F%2Fevil.com?lang=en", "/en/a/%2F%2Fevil.com"],
    ["/%2F/evil.com?lang=en", "/en/%2F/evil.com"],
    ["/en/%5C/evil.com?lang=nb", "/%5C/evil.com"],
  ])("switches %s to %s", async (path, expected) => {
    expect(await location(path)).toBe(expected);
  });

  const asIs = ["/", "/Kari-Nordmann", "/innsikt/%C3%A6", "/innsikt/a%2Fb", "/en/finnes/a%20b", "/%5C", "/%2F/%00"];
  it.each(asIs)("serves %s as it is", async (path) => {
    expect((await route(path)).lang).toBeDefined();
  });

  it("gives the page's language, translations and parameters, and ignores an invalid ?lang", async () => {
    const { lang, t, params } = await route("/en/insights/abc?lang=de");
    expect([lang, t("menu.home"), params]).toEqual(["en", "Home", { id: "abc" }]);
  });
});
