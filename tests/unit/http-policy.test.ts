import { describe, expect, it } from "vitest";
import { isCrossSitePost } from "~/services/http-policy.server";

// The refusals' texts, in the language of the path, are checked end to end (tests/e2e/http/hardening.spec.ts).
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
