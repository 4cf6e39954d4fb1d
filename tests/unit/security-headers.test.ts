import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { applySecurityHeaders, ownInlineScripts } from "~/services/security-headers.server";

const hashSource = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("ownInlineScripts", () => {
  it("allows only the scripts that carry the render's mark: a script placed into page content gets no hash", () => {
    const mark = "5f0c2a9e41d3b7c8";
    const page = [
      `<main><article><p>Tekst</p><script>alert(document.cookie)</script></article></main>`,
      `<script type="application/ld+json">{"@type":"BlogPosting"}</script>`,
      `<script nonce="${mark}">window.__remixContext = {};</script>`,
      `<script type="module" async="" nonce="${mark}">import "/build/entry.client.js";</script>`,
      `<script nonce="0000000000000000">alert("a guessed mark")</script>`,
    ].join("");
    const own = ownInlineScripts(page, mark);
    expect(own.hashes).toEqual([
      hashSource("window.__remixContext = {};"),
      hashSource('import "/build/entry.client.js";'),
    ]);
    expect(own.html).not.toContain(mark);
    expect(own.html).toContain("<script>alert(document.cookie)</script>");
  });
});

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
