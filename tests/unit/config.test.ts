import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/services/config.server";

const installFolder = path.resolve(import.meta.dirname, "../..");

describe("parseSiteConfig", () => {
  it("runs on the embedded default with nothing set, or empty strings, and drops a trailing slash from URLs", () => {
    // Redis is off unless set (each instance counts on its own), and then needs no session secret.
    const unset = {
      supabase: null,
      redisUrl: null,
      voice: null,
      siteUrl: "https://www.example.com",
      listen: { port: 3000, host: undefined },
      contactLimits: { perAddress: 200, perNetwork: 1_000, perSender: 5, windowMs: 600_000, instancesSharingRedis: 1 },
      // From the install folder whatever the working folder; an operator's relative folder stays as given.
      dataDir: path.join(installFolder, "data"),
      contentDir: path.join(installFolder, "content"),
    };
    expect(parseSiteConfig({})).toMatchObject(unset);
    expect(parseSiteConfig({ SITE_URL: "", SUPABASE_URL: "", SUPABASE_ANON_KEY: "", REDIS_URL: "" })).toMatchObject(
      unset,
    );
    expect(parseSiteConfig({ SITE_URL: "https://sinnsro.no/" }).siteUrl).toBe("https://sinnsro.no");
    expect(parseSiteConfig({ DATA_DIR: "./data" }).dataDir).toBe("./data");
  });

  it("listens where PORT and HOST say, and refuses what is no port or host", () => {
    expect(parseSiteConfig({ PORT: "0", HOST: "127.0.0.1" }).listen).toEqual({ port: 0, host: "127.0.0.1" });
    expect(parseSiteConfig({ PORT: " 65535 ", HOST: "web.internal" }).listen).toEqual({
      port: 65_535,
      host: "web.internal",
    });
    for (const port of ["65536", "-1", "1.5", "http", " ", "0x50"]) {
      expect(() => parseSiteConfig({ PORT: port }), port).toThrow("PORT: must be a port number, 0 to 65535");
    }
    for (const host of ["http://x", "a b", "[::1]"]) {
      expect(() => parseSiteConfig({ HOST: host }), host).toThrow("HOST: must be an address or host name");
    }
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

  it.each([
    "redis://127.0.0.1:6379",
    "rediss://user:pass@cache.internal:6380/2",
    "redis://localhost?path=/tmp/x/redis.sock",
  ])("takes %s", (url) => {
    expect(parseSiteConfig({ REDIS_URL: url, SESSION_SECRET: secret }).redisUrl).toBe(url);
  });

  it.each([
    ["https://cache.internal", "must be a redis:// or rediss:// URL"],
    ["127.0.0.1:6379", "Invalid url"],
    ["not a url", "Invalid url"],
    // ioredis would connect to 127.0.0.1:6379 instead.
    ["redis:///run/redis/redis.sock", "must name a host, or a unix socket as redis://localhost?path="],
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
