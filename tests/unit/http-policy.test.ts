import { describe, expect, it } from "vitest";
import { translationsFor } from "~/i18n/translations.server";
import { isCrossSitePost, refusalText } from "~/services/http-policy.server";

describe("isCrossSitePost", () => {
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
  ])("%j is cross-site: %s", ({ origin, fetchSite }: { origin?: string; fetchSite?: string }, refused) => {
    expect(isCrossSitePost("site.example:3000", origin, fetchSite)).toBe(refused);
  });
});

describe("refusalText", () => {
  it("answers in the language of the path, as the router spells it", () => {
    expect(refusalText(403, "/kontakt")).toBe(translationsFor("nb").contact.forbidden);
    expect(refusalText(403, "/en/contact")).toBe(translationsFor("en").contact.forbidden);
    expect(refusalText(413, "//EN/contact")).toBe(refusalText(413, "/en/contact"));
    expect(refusalText(413, "/en/contact")).not.toBe(refusalText(413, "/kontakt"));
  });
});
