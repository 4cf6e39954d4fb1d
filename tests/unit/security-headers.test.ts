import { describe, expect, it } from "vitest";
import { applySecurityHeaders } from "~/services/security-headers.server";

// What the pages carry in production is checked end to end (tests/e2e/http/pages.spec.ts);
// here, what only development and https change.
describe("applySecurityHeaders", () => {
  it.each([false, true])("over https: %s", (https) => {
    const headers = new Headers();
    applySecurityHeaders(headers, ["'sha256-abc'"], https);
    const policy = headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain("script-src 'self' 'strict-dynamic' 'sha256-abc';");
    // The dev server's live reload (unit tests run without NODE_ENV=production).
    expect(policy).toContain("connect-src 'self' ws:;");
    expect(policy.endsWith("; upgrade-insecure-requests")).toBe(https);
    expect(headers.has("Strict-Transport-Security")).toBe(https);
  });
});
