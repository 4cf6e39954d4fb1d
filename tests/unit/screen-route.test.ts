import { describe, expect, it } from "vitest";
import { routeScreen } from "~/routing/screen-route.server";
import { loaderArgs } from "../support/remix-match";

/** What the screen's loader does with a request, as Remix would route it. */
async function route(path: string, headers: Record<string, string> = {}, origin?: string) {
  const args = await loaderArgs(path, { headers }, origin);
  const { screen } = args.context.description;
  if (!screen) throw new Error(`no screen for ${path}`);
  return routeScreen(screen, args);
}

/** The redirect the loader throws for a request. */
async function thrownResponse(path: string, headers: Record<string, string> = {}, origin?: string): Promise<Response> {
  const thrown = await route(path, headers, origin)
    .then(() => null)
    .catch((error: unknown) => error);
  if (thrown instanceof Response) return thrown;
  throw thrown ?? new Error("expected a thrown response");
}

describe("routeScreen", async () => {
  it("gives the page's language, its translations and the matched parameters", async () => {
    const { lang, t, params } = await route("/en/insights/abc");
    expect(lang).toBe("en");
    expect(t("menu.home")).toBe("Home");
    expect(params).toEqual({ id: "abc" });
  });

  it("redirects a trailing slash permanently, keeping the query", async () => {
    const response = await thrownResponse("/personvern/?a=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/personvern?a=1");
  });

  it("turns ?lang into a cookie and a redirect to the page in that language", async () => {
    const response = await thrownResponse("/personvern?lang=en&q=x");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en/privacy?q=x");
    expect(response.headers.get("Set-Cookie")).toBe("lang=en; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("switches an alias to its screen's path", async () => {
    expect((await thrownResponse("/public-blog/5?lang=en")).headers.get("Location")).toBe("/en/insights/5");
    expect((await thrownResponse("/public-blog?lang=nb")).headers.get("Location")).toBe("/public-blog");
  });

  it("marks the cookie Secure on https (the server takes the scheme from a trusted proxy only, not the header)", async () => {
    const response = await thrownResponse("/en?lang=nb", {}, "https://site.test");
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toContain("; Secure");
    const forwarded = await thrownResponse("/en?lang=nb", { "X-Forwarded-Proto": "https" });
    expect(forwarded.headers.get("Set-Cookie")).not.toContain("Secure");
  });

  it.each([
    ["//evil.com/", "/evil.com"],
    ["//evil.com?lang=nb", "/evil.com?lang=nb"],
    ["/en//evil.com/x?lang=nb", "/en/evil.com/x?lang=nb"],
    ["/%5Cevil.com/", "/%5Cevil.com"],
    ["/Product", "/product"],
    ["/EN", "/en"],
    ["/EN/Why?x=1", "/en/why?x=1"],
    ["/INNSIKT/Abc", "/innsikt/Abc"],
    ["/Public-Blog/X1", "/public-blog/X1"],
    ["/EN/Finnes/Ikke", "/en/Finnes/Ikke"],
    ["/EN/Nothing/a%20b", "/en/Nothing/a%20b"],
    // Letter case, escapes and a trailing slash at once: still one step.
    ["/EN/Insights/Some%20Id/", "/en/insights/Some%20Id"],
    ["/%65n/why", "/en/why"],
    ["/EN/x/%41", "/en/x/%41"],
    ["/EN/a/b+c", "/en/a/b+c"],
    ["/EN/%41", "/en/A"],
    ["/EN/Insights/a+b", "/en/insights/a%2Bb"],
    ["/innsikt/%41bc", "/innsikt/Abc"],
  ])("moves %s permanently to %s, in one step and on this site", async (path, location) => {
    const response = await thrownResponse(path);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(location);
  });

  it("keeps the query exactly as it came, however long", async () => {
    const query = `?q=${"!".repeat(2_000)}&a&b=c%20d`;
    expect((await thrownResponse(`/innsikt/${query}`)).headers.get("Location")).toBe(`/innsikt${query}`);
    const switched = await thrownResponse(`/innsikt${query}&lang=en`);
    expect(switched.headers.get("Location")).toBe(`/en/insights${query}`);
  });

  it.each([
    // The unknown path is switched by its /en prefix.
    ["/finnes/ikke?lang=en", "/en/finnes/ikke"],
    ["/a/b%3Fc?lang=en&x=1", "/en/a/b%3Fc?x=1"],
    ["/a/b%23c?lang=en", "/en/a/b%23c"],
    ["/a/b%25?lang=en", "/en/a/b%25"],
    ["/a/%2F%2Fevil.com?lang=en", "/en/a/%2F%2Fevil.com"],
    ["/%2F/evil.com?lang=en", "/en/%2F/evil.com"],
    ["/en/%5C/evil.com?lang=nb", "/%5C/evil.com"],
  ])("switches the unknown path %s to %s, escapes and all", async (path, location) => {
    expect((await thrownResponse(path)).headers.get("Location")).toBe(location);
  });

  const asIs = ["/", "/Kari-Nordmann", "/innsikt/%C3%A6", "/innsikt/a%2Fb", "/en/finnes/a%20b", "/%5C", "/%2F/%00"];
  it.each(asIs)("serves %s as it is", async (path) => {
    expect((await route(path)).lang).toBeDefined();
  });

  it("keeps ?lang redirects on this site once the path is canonical, and ignores an invalid ?lang", async () => {
    expect((await thrownResponse("/en/evil.com/x?lang=nb")).headers.get("Location")).toBe("/evil.com/x");
    expect((await route("/product?lang=de")).lang).toBe("nb");
  });
});
