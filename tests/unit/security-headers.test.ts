import { afterEach, describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy } from "~/services/security-headers.server";

const base = { nonce: "abc", https: false, development: false };

/** The values of one directive. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split("; ").find((entry) => entry.startsWith(`${name} `));
  return found?.split(" ").slice(1);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("contentSecurityPolicy: images", () => {
  it("loads images from this site only, without Supabase", () => {
    expect(directive(contentSecurityPolicy({ ...base, imageOrigins: [] }), "img-src")).toEqual(["'self'"]);
  });

  it("adds the given origins, and never any https: site or data: URL", () => {
    const policy = contentSecurityPolicy({ ...base, imageOrigins: ["https://project.supabase.co"] });
    expect(directive(policy, "img-src")).toEqual(["'self'", "https://project.supabase.co"]);
    expect(policy).not.toMatch(/https:(?!\/\/)|data:/);
  });

  it("takes Supabase's origin from the configuration by default", async () => {
    vi.stubEnv("SUPABASE_URL", "https://project.supabase.co/some/path");
    vi.stubEnv("SUPABASE_ANON_KEY", "key");
    vi.resetModules();
    const configured = await import("~/services/security-headers.server");
    expect(directive(configured.contentSecurityPolicy(base), "img-src")).toEqual([
      "'self'",
      "https://project.supabase.co",
    ]);
  });

  it("keeps the other directives", () => {
    const policy = contentSecurityPolicy({ ...base, scriptOrigins: ["https://widget.example"] });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc'", "https://widget.example"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
  });
});
