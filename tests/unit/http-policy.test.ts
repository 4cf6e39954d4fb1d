import { describe, expect, it } from "vitest";
import { httpPolicy } from "~/services/http-policy.server";

describe("httpPolicy.isCrossSitePost", () => {
  const post: Parameters<typeof httpPolicy.isCrossSitePost>[0] = {
    method: "POST",
    host: "site.example:3000",
    origin: undefined,
    fetchSite: undefined,
  };

  it("lets a post from this site's own origin through", () => {
    expect(httpPolicy.isCrossSitePost({ ...post, origin: "http://site.example:3000" })).toBe(false);
  });

  it.each(["https://evil.example", "http://site.example", "null", "not a url"])("refuses Origin %s", (origin) => {
    expect(httpPolicy.isCrossSitePost({ ...post, origin })).toBe(true);
  });

  it("without Origin, refuses only what Sec-Fetch-Site calls cross-site", () => {
    expect(httpPolicy.isCrossSitePost({ ...post, fetchSite: "cross-site" })).toBe(true);
    expect(httpPolicy.isCrossSitePost({ ...post, fetchSite: "same-origin" })).toBe(false);
    expect(httpPolicy.isCrossSitePost(post)).toBe(false);
  });

  it("never refuses a GET, whatever it names", () => {
    expect(httpPolicy.isCrossSitePost({ ...post, method: "GET", origin: "https://evil.example" })).toBe(false);
  });
});

describe("httpPolicy.refusalText", () => {
  it("answers in the language of the path, as the router spells it", () => {
    expect(httpPolicy.refusalText(403, "/kontakt")).toBe("Skjemaet må sendes fra nettsiden vår.");
    expect(httpPolicy.refusalText(403, "/en/contact")).toBe("The form must be sent from our website.");
    expect(httpPolicy.refusalText(413, "//EN/contact")).toBe(httpPolicy.refusalText(413, "/en/contact"));
    expect(httpPolicy.refusalText(413, "/en/contact")).not.toBe(httpPolicy.refusalText(413, "/kontakt"));
  });
});
