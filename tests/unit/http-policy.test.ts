import { describe, expect, it } from "vitest";
import { httpPolicy } from "~/services/http-policy.server";

describe("httpPolicy.isCrossSitePost", () => {
  const post: Parameters<typeof httpPolicy.isCrossSitePost>[0] = {
    method: "POST",
    host: "site.example:3000",
    origin: undefined,
    fetchSite: undefined,
  };

  it.each([
    // A post from this site's own origin goes through; one from any other is refused.
    [{ origin: "http://site.example:3000" }, false],
    [{ origin: "https://evil.example" }, true],
    [{ origin: "http://site.example" }, true],
    [{ origin: "null" }, true],
    [{ origin: "not a url" }, true],
    // Without Origin, only what Sec-Fetch-Site calls cross-site is refused.
    [{ fetchSite: "cross-site" }, true],
    [{ fetchSite: "same-origin" }, false],
    [{}, false],
    // A GET never is, whatever it names.
    [{ method: "GET", origin: "https://evil.example" }, false],
  ])("%j is cross-site: %s", (request, refused) => {
    expect(httpPolicy.isCrossSitePost({ ...post, ...request })).toBe(refused);
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
