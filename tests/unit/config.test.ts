import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/services/config.server";

describe("parseSiteConfig", () => {
  it("runs on the embedded default with nothing set, or empty strings, and drops a trailing slash from URLs", () => {
    // Redis is off unless set (each instance counts on its own), and then needs no session secret.
    const unset = {
      supabase: null,
      redisUrl: null,
      voice: null,
      siteUrl: "https://www.example.com",
      dataDir: "./data",
    };
    expect(parseSiteConfig({})).toMatchObject(unset);
    expect(parseSiteConfig({ SITE_URL: "", SUPABASE_URL: "", SUPABASE_ANON_KEY: "", REDIS_URL: "" })).toMatchObject(
      unset,
    );
    expect(parseSiteConfig({ SITE_URL: "https://sinnsro.no/" }).siteUrl).toBe("https://sinnsro.no");
  });

  it("names the bad variable", () => {
    expect(() => parseSiteConfig({ APP_URL: "not a url" })).toThrow(/APP_URL/);
    expect(() => parseSiteConfig({ SALES_EMAIL: "nobody" })).toThrow(/SALES_EMAIL/);
    expect(() => parseSiteConfig({ SITE_URL: "ftp://example.com" })).toThrow(/SITE_URL/);
  });

  it("wants both Supabase variables or neither", () => {
    expect(() => parseSiteConfig({ SUPABASE_URL: "https://x.supabase.co" })).toThrow(/SUPABASE_ANON_KEY/);
    expect(() => parseSiteConfig({ SUPABASE_ANON_KEY: "key" })).toThrow(/SUPABASE_URL/);
    const config = parseSiteConfig({ SUPABASE_URL: "https://x.supabase.co", SUPABASE_ANON_KEY: "key" });
    expect(config.supabase).toEqual({ url: "https://x.supabase.co", anonKey: "key" });
  });
});

describe("TRUST_PROXY", () => {
  it.each([
    [{}, false],
    [{ TRUST_PROXY: "" }, false],
    [{ TRUST_PROXY: "0" }, false],
    [{ TRUST_PROXY: "1" }, 1],
    [{ TRUST_PROXY: "2" }, 2],
    [{ TRUST_PROXY: "10.0.0.0/8, loopback" }, ["10.0.0.0/8", "loopback"]],
    [{ TRUST_PROXY: "::1,2001:db8::/32" }, ["::1", "2001:db8::/32"]],
  ])("%j trusts %j", (env, expected) => {
    expect(parseSiteConfig(env).trustProxy).toEqual(expected);
  });

  it.each(["true", "yes", "10.0.0.0/33", "300.1.1.1", "-1"])(
    "refuses %s: it would trust hops it cannot name",
    (value) => {
      expect(() => parseSiteConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be 0, the number of proxies/);
    },
  );
});

describe("REDIS_URL", () => {
  const secret = "a-secret-of-at-least-16";

  it.each(["redis://127.0.0.1:6379", "rediss://user:pass@cache.internal:6380/2"])("takes %s", (url) => {
    expect(parseSiteConfig({ REDIS_URL: url, SESSION_SECRET: secret }).redisUrl).toBe(url);
  });

  it.each([
    ["https://cache.internal", "must be a redis:// or rediss:// URL"],
    ["127.0.0.1:6379", "Invalid url"],
    ["not a url", "Invalid url"],
  ])("refuses %s", (url, message) => {
    expect(() => parseSiteConfig({ REDIS_URL: url, SESSION_SECRET: secret })).toThrow(`REDIS_URL: ${message}`);
  });

  it.each([{}, { SESSION_SECRET: "" }])(
    "wants SESSION_SECRET with it, not %j: instances read each other's flash cookies",
    (env) => {
      const redis = { REDIS_URL: "redis://127.0.0.1:6379", ...env };
      expect(() => parseSiteConfig(redis)).toThrow(/SESSION_SECRET: SESSION_SECRET is required when REDIS_URL is set/);
    },
  );
});

describe("the voice assistant", () => {
  it("is off until an agent is configured, then talks to ElevenLabs agents, in the US unless told otherwise", () => {
    expect(parseSiteConfig({ VOICE_AGENT_ID_NB: "", VOICE_AGENT_ID_EN: "" }).voice).toBeNull();
    expect(parseSiteConfig({ VOICE_AGENT_ID_NB: "agent_01abc" }).voice).toEqual({
      agentIds: { nb: "agent_01abc", en: undefined },
      vendor: { kind: "elevenlabs", serverLocation: "us", socketOrigin: "wss://api.elevenlabs.io" },
    });
    const eu = parseSiteConfig({ VOICE_AGENT_ID_EN: "agent_en", ELEVENLABS_SERVER_LOCATION: "eu-residency" });
    expect(eu.voice?.vendor).toEqual({
      kind: "elevenlabs",
      serverLocation: "eu-residency",
      socketOrigin: "wss://api.eu.residency.elevenlabs.io",
    });
    expect(() => parseSiteConfig({ ELEVENLABS_SERVER_LOCATION: "mars" })).toThrow(/ELEVENLABS_SERVER_LOCATION/);
  });

  it.each(["agent 1", "agent&x=1", "ågent", "a".repeat(101)])("refuses the agent id %j (it goes into a URL)", (id) => {
    expect(() => parseSiteConfig({ VOICE_AGENT_ID_NB: id })).toThrow(/VOICE_AGENT_ID_NB/);
  });

  it("uses another vendor's script when one is named, and wants an agent for it", () => {
    const config = parseSiteConfig({
      VOICE_WIDGET_SCRIPT_URL: "https://voice.example/widget.js",
      VOICE_AGENT_ID_EN: "a1",
    });
    expect(config.voice?.vendor).toEqual({ kind: "script", scriptUrl: "https://voice.example/widget.js" });
    expect(() => parseSiteConfig({ VOICE_WIDGET_SCRIPT_URL: "https://voice.example/widget.js" })).toThrow(
      /VOICE_WIDGET_SCRIPT_URL needs VOICE_AGENT_ID_NB or VOICE_AGENT_ID_EN/,
    );
  });

  it("drops spaces around an agent id, keeps a script address as given, and refuses one with credentials", () => {
    expect(parseSiteConfig({ VOICE_AGENT_ID_NB: " agent_01abc \n" }).voice?.agentIds.nb).toBe("agent_01abc");
    const config = parseSiteConfig({ VOICE_WIDGET_SCRIPT_URL: "https://v.example/widget/", VOICE_AGENT_ID_NB: "a" });
    expect(config.voice?.vendor).toEqual({ kind: "script", scriptUrl: "https://v.example/widget/" });
    expect(() =>
      parseSiteConfig({ VOICE_WIDGET_SCRIPT_URL: "https://user:secret@v.example/w.js", VOICE_AGENT_ID_NB: "a" }),
    ).toThrow(/VOICE_WIDGET_SCRIPT_URL: must not contain a user name or password/);
    expect(() => parseSiteConfig({ VOICE_WIDGET_SCRIPT_URL: "not a url", VOICE_AGENT_ID_NB: "a" })).toThrow(
      /Invalid environment configuration:\n {2}VOICE_WIDGET_SCRIPT_URL: /,
    );
  });
});
