import { describe, expect, it } from "vitest";
import { screenOfRoute } from "~/routing/paths";
import { routeScreen } from "~/routing/screen-route.server";
import { loaderArgs, remixMatch } from "../support/remix-match";

/** What the screen's loader does with a request, as Remix would route it. */
function route(path: string, headers: Record<string, string> = {}, origin?: string) {
  const args = loaderArgs(path, { headers }, origin);
  const screen = screenOfRoute(remixMatch(new URL(args.request.url).pathname).id)?.screen;
  if (!screen) throw new Error(`no screen for ${path}`);
  return routeScreen(screen, args);
}

function thrownResponse(run: () => unknown): Response {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown response");
}

describe("routeScreen", () => {
  it("gives the page's language, its translations and the matched parameters", () => {
    const { lang, t, params } = route("/en/insights/abc");
    expect(lang).toBe("en");
    expect(t("menu.home")).toBe("Home");
    expect(params).toEqual({ id: "abc" });
  });

  it("redirects a trailing slash permanently, keeping the query", () => {
    const response = thrownResponse(() => route("/personvern/?a=1"));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/personvern?a=1");
  });

  it("turns ?lang into a cookie and a redirect to the page in that language", () => {
    const response = thrownResponse(() => route("/personvern?lang=en&q=x"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en/privacy?q=x");
    expect(response.headers.get("Set-Cookie")).toBe("lang=en; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("switches an unknown path by its /en prefix, and an alias to its screen's path", () => {
    expect(thrownResponse(() => route("/finnes/ikke?lang=en")).headers.get("Location")).toBe("/en/finnes/ikke");
    expect(thrownResponse(() => route("/public-blog/5?lang=en")).headers.get("Location")).toBe("/en/insights/5");
    expect(thrownResponse(() => route("/public-blog?lang=nb")).headers.get("Location")).toBe("/public-blog");
  });

  it("marks the cookie Secure on https (server.js takes the scheme from a trusted proxy only)", () => {
    const response = thrownResponse(() => route("/en?lang=nb", {}, "https://site.test"));
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toContain("; Secure");
  });

  it("believes no X-Forwarded-Proto of its own", () => {
    const response = thrownResponse(() => route("/en?lang=nb", { "X-Forwarded-Proto": "https" }));
    expect(response.headers.get("Set-Cookie")).not.toContain("Secure");
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
  ])("moves %s permanently to %s, in one step and on this site", (path, location) => {
    const response = thrownResponse(() => route(path));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(location);
  });

  it("keeps the query exactly as it came, however long", () => {
    const query = `?q=${"!".repeat(2_000)}&a&b=c%20d`;
    expect(thrownResponse(() => route(`/innsikt/${query}`)).headers.get("Location")).toBe(`/innsikt${query}`);
    const switched = thrownResponse(() => route(`/innsikt${query}&lang=en`));
    expect(switched.headers.get("Location")).toBe(`/en/insights${query}`);
  });

  it.each([
    ["/a/b%3Fc?lang=en&x=1", "/en/a/b%3Fc?x=1"],
    ["/a/b%23c?lang=en", "/en/a/b%23c"],
    ["/a/b%25?lang=en", "/en/a/b%25"],
    ["/a/%2F%2Fevil.com?lang=en", "/en/a/%2F%2Fevil.com"],
    ["/%2F/evil.com?lang=en", "/en/%2F/evil.com"],
    ["/en/%5C/evil.com?lang=nb", "/%5C/evil.com"],
  ])("switches the unknown path %s to %s, escapes and all", (path, location) => {
    expect(thrownResponse(() => route(path)).headers.get("Location")).toBe(location);
  });

  it.each(["/", "/Kari-Nordmann", "/innsikt/%C3%A6", "/innsikt/a%2Fb", "/en/finnes/a%20b", "/%5C", "/%2F/%00"])(
    "serves %s as it is",
    (path) => {
      expect(route(path).lang).toBeDefined();
    },
  );

  it("keeps ?lang redirects on this site once the path is canonical", () => {
    const response = thrownResponse(() => route("/en/evil.com/x?lang=nb"));
    expect(response.headers.get("Location")).toBe("/evil.com/x");
  });

  it("ignores an invalid ?lang", () => {
    expect(route("/product?lang=de").lang).toBe("nb");
  });
});
