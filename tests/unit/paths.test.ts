import { describe, expect, it } from "vitest";
import {
  canonicalPath,
  counterpartPath,
  headerScreens,
  languageOfPath,
  localizedPath,
  matchScreen,
  menuScreens,
} from "~/routing/paths";
import { localPath } from "~/routing/site-path";

describe("languageOfPath", () => {
  it.each([
    ["/", "nb"],
    ["/en", "en"],
    ["/en/insights/42", "en"],
    ["/english", "nb"],
    ["/innsikt", "nb"],
  ])("%s is %s", (pathname, lang) => {
    expect(languageOfPath(pathname)).toBe(lang);
  });
});

describe("matchScreen", () => {
  it.each([
    ["/", "home", "nb", {}],
    ["/en", "home", "en", {}],
    ["/personvern", "privacy", "nb", {}],
    ["/en/privacy", "privacy", "en", {}],
    ["/trygghet", "security", "nb", {}],
    ["/en/security", "security", "en", {}],
    ["/hvorfor", "vision", "nb", {}],
    ["/en/why", "vision", "en", {}],
    ["/innsikt/abc-1", "article", "nb", { id: "abc-1" }],
    ["/en/insights/abc-1", "article", "en", { id: "abc-1" }],
    ["/public-blog", "insights", "nb", {}],
    ["/public-blog/7", "article", "nb", { id: "7" }],
    ["/about/kari", "founderRedirect", "nb", { founder: "kari" }],
    ["/en/about/kari", "founderRedirect", "en", { founder: "kari" }],
    ["/kari", "founder", "nb", { founder: "kari" }],
    ["/en/kari", "founder", "en", { founder: "kari" }],
    ["/a/b/c", "notFound", "nb", { "*": "a/b/c" }],
    ["/en/a/b", "notFound", "en", { "*": "a/b" }],
  ])("%s → %s (%s)", (pathname, screenId, lang, params) => {
    const match = matchScreen(pathname);
    expect(match.screen.id).toBe(screenId);
    expect(match.lang).toBe(lang);
    expect(match.params).toEqual(params);
  });

  it("marks aliases so their canonical can point elsewhere", () => {
    expect(matchScreen("/public-blog").isAlias).toBe(true);
    expect(matchScreen("/innsikt").isAlias).toBe(false);
  });
});

describe("localizedPath", () => {
  it("fills parameters", () => {
    expect(localizedPath("article", "en", { id: "x1" })).toBe("/en/insights/x1");
    expect(localizedPath("founder", "nb", { founder: "ola" })).toBe("/ola");
  });

  it("refuses a missing parameter", () => {
    expect(() => localizedPath("article", "nb")).toThrow(/:id/);
  });

  it("encodes a parameter as one segment", () => {
    expect(localizedPath("article", "nb", { id: "../../../etc/passwd" })).toBe("/innsikt/..%2F..%2F..%2Fetc%2Fpasswd");
    expect(localizedPath("article", "en", { id: "a b?c#d" })).toBe("/en/insights/a%20b%3Fc%23d");
  });

  it("gives back what matchScreen decoded", () => {
    const { params } = matchScreen("/innsikt/a%2Fb%20%C3%A6");
    expect(params).toEqual({ id: "a/b æ" });
    expect(localizedPath("article", "en", params)).toBe("/en/insights/a%2Fb%20%C3%A6");
  });
});

describe("canonicalPath", () => {
  it.each([
    ["/", "/"],
    ["/innsikt/", "/innsikt"],
    ["//innsikt//", "/innsikt"],
    ["/Product", "/product"],
    ["/EN", "/en"],
    ["/en/Why", "/en/why"],
    ["/Public-Blog/X1", "/public-blog/X1"],
    ["/Kari-Nordmann", "/Kari-Nordmann"],
    ["/EN/Finnes/Ikke", "/en/Finnes/Ikke"],
    ["/innsikt/%C3%A6", "/innsikt/%C3%A6"],
  ])("%s is %s", (pathname, expected) => {
    expect(canonicalPath(pathname)).toBe(expected);
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

describe("counterpartPath", () => {
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
    expect(counterpartPath(pathname, target)).toBe(expected);
  });
});

describe("menu", () => {
  it("lists the spec's eight entries in order, with the business page after the product and contact last", () => {
    expect(menuScreens().map((screen) => screen.id)).toEqual([
      "home",
      "insights",
      "product",
      "business",
      "vision",
      "feedback",
      "privacy",
      "security",
      "about",
      "contact",
    ]);
  });

  it("puts the main pages in the header itself", () => {
    expect(headerScreens().map((screen) => screen.id)).toEqual(["insights", "product", "business", "about"]);
  });
});
