import { describe, expect, it } from "vitest";
import {
  headerScreens,
  languageOfPath,
  languages,
  localizedPath,
  menuScreens,
  pathInLanguage,
  screenOfRoute,
  screenPatterns,
} from "~/routing/paths";
import { screens } from "~/routing/route-table.js";
import { localPath } from "~/routing/site-path";
import { remixMatch } from "../support/remix-match";

describe("the route table", () => {
  it("gives English paths, and only those, the /en prefix that decides a page's language", () => {
    for (const screen of screens) {
      for (const lang of languages) {
        for (const pattern of screenPatterns(screen.id, lang)) {
          // Each parameter and the splat filled with a sample segment.
          expect(languageOfPath(pattern.replace(/:\w+|\*/g, "x")), pattern).toBe(lang);
        }
      }
    }
    // As the router reads a path; a segment that only begins with "en" is no prefix.
    expect(["//EN/x", "/%65n/x", "/english"].map(languageOfPath)).toEqual(["en", "en", "nb"]);
  });
});

describe("the screen of Remix's match", () => {
  it.each([
    ["/", "home", "nb", {}],
    ["/en", "home", "en", {}],
    ["/en/why", "vision", "en", {}],
    ["/innsikt/abc-1", "article", "nb", { id: "abc-1" }],
    ["/en/insights/abc-1", "article", "en", { id: "abc-1" }],
    ["/public-blog", "insights", "nb", {}],
    ["/public-blog/7", "article", "nb", { id: "7" }],
    ["/en/about/kari", "founderRedirect", "en", { founder: "kari" }],
    ["/kari", "founder", "nb", { founder: "kari" }],
    ["/a/b/c", "notFound", "nb", { "*": "a/b/c" }],
    ["/en/a/b", "notFound", "en", { "*": "a/b" }],
  ])("%s → %s (%s)", (pathname, screenId, lang, params) => {
    const match = remixMatch(pathname);
    expect(screenOfRoute(match.id)).toEqual({ screen: screenId, lang });
    expect(match.params).toEqual(params);
  });
});

describe("localizedPath", () => {
  it("fills parameters, each encoded as one segment", () => {
    expect(localizedPath("article", "en", { id: "x1" })).toBe("/en/insights/x1");
    expect(localizedPath("founder", "nb", { founder: "ola" })).toBe("/ola");
    expect(localizedPath("article", "nb", { id: "../../../etc/passwd" })).toBe("/innsikt/..%2F..%2F..%2Fetc%2Fpasswd");
    expect(localizedPath("article", "en", { id: "a b?c#d" })).toBe("/en/insights/a%20b%3Fc%23d");
  });

  it("gives back what Remix decoded", () => {
    const { params } = remixMatch("/innsikt/a%2Fb%20%C3%A6");
    expect(params).toEqual({ id: "a/b æ" });
    expect(pathInLanguage("article", "en", params)).toBe("/en/insights/a%2Fb%20%C3%A6");
  });
});

describe("localPath", () => {
  it.each([
    ["/hvorfor?x=1#y", "/hvorfor?x=1#y"],
    ["/.//evil.com/", "/evil.com/"],
    ["//evil.com/x", null],
    ["/\\evil.com", null],
    ["\\evil.com", "/evil.com"],
    ["https://evil.com/", null],
    ["javascript:alert(1)", null],
    ["hvorfor", null],
    ["/a//b\\c", "/a/b/c"],
  ])("%s → %s", (candidate, expected) => {
    expect(localPath(candidate)).toBe(expected);
  });

  it("refuses a target longer than the site takes, so a redirect to it would not be refused itself", () => {
    expect(localPath(`/${"a".repeat(1_100)}`)).toBeNull();
    expect(localPath(`/innsikt?q=${"x".repeat(2_100)}`)).toBeNull();
    expect(localPath(`/${"a".repeat(1_000)}?q=${"x".repeat(2_000)}`)).not.toBeNull();
  });
});

describe("the same page in another language", () => {
  it.each([
    ["/", "en", "/en"],
    ["/en", "nb", "/"],
    ["/personvern", "en", "/en/privacy"],
    ["/en/why", "nb", "/hvorfor"],
    ["/public-blog/5", "en", "/en/insights/5"],
    ["/innsikt/5", "nb", "/innsikt/5"],
    ["/en/kari-nordmann", "nb", "/kari-nordmann"],
    ["/finnes/ikke", "en", "/en/finnes/ikke"],
    ["/en/does/not", "nb", "/does/not"],
  ] as const)("%s in %s is %s", (pathname, target, expected) => {
    const match = remixMatch(pathname);
    const route = screenOfRoute(match.id);
    expect(route && pathInLanguage(route.screen, target, match.params)).toBe(expected);
  });
});

describe("menu", () => {
  it("lists the menu's entries in order, with the business and youth pages after the product and contact last", () => {
    const menu = "home insights product business youngPeople vision feedback privacy security aiGuide about contact";
    expect(menuScreens.map((screen) => screen.id).join(" ")).toBe(menu);
    // The main pages are in the header itself.
    expect(headerScreens.map((screen) => screen.id)).toEqual(["insights", "product", "business", "about"]);
  });
});
