import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, remoteImageOriginsFor } from "~/services/security-headers.server";

const base = { scriptHashes: ["'sha256-abc'"], https: false, development: false };

/** The values of one directive. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split("; ").find((entry) => entry.startsWith(`${name} `));
  return found?.split(" ").slice(1);
}

describe("contentSecurityPolicy: images", () => {
  it("loads images from this site only, without Supabase", () => {
    const policy = contentSecurityPolicy({ ...base, imageOrigins: remoteImageOriginsFor(null) });
    expect(directive(policy, "img-src")).toEqual(["'self'"]);
  });

  it("adds the given origins, and never any https: site or data: URL", () => {
    const policy = contentSecurityPolicy({ ...base, imageOrigins: ["https://project.supabase.co"] });
    expect(directive(policy, "img-src")).toEqual(["'self'", "https://project.supabase.co"]);
    expect(policy).not.toMatch(/https:(?!\/\/)|data:/);
  });

  it("allows the origin of the configured Supabase URL, without its path", () => {
    const supabase = { url: "https://project.supabase.co/some/path", anonKey: "key" };
    const policy = contentSecurityPolicy({ ...base, imageOrigins: remoteImageOriginsFor(supabase) });
    expect(directive(policy, "img-src")).toEqual(["'self'", "https://project.supabase.co"]);
  });

  it("keeps the other directives", () => {
    const policy = contentSecurityPolicy(base);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'strict-dynamic'", "'sha256-abc'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("contentSecurityPolicy: connections", () => {
  it("connects to this site only, unless given more", () => {
    expect(directive(contentSecurityPolicy(base), "connect-src")).toEqual(["'self'"]);
  });

  it("adds the given origins (the voice assistant's socket)", () => {
    const policy = contentSecurityPolicy({ ...base, connectOrigins: ["wss://api.elevenlabs.io"] });
    expect(directive(policy, "connect-src")).toEqual(["'self'", "wss://api.elevenlabs.io"]);
  });

  it("lets the dev server's live reload connect in development only", () => {
    const policy = contentSecurityPolicy({ ...base, development: true, connectOrigins: ["wss://api.elevenlabs.io"] });
    expect(directive(policy, "connect-src")).toEqual(["'self'", "wss://api.elevenlabs.io", "ws:"]);
  });
});
