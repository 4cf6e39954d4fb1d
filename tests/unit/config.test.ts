import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/services/config.server";

const installFolder = path.resolve(import.meta.dirname, "../..");
const secret = "a-secret-of-at-least-16";

describe("parseSiteConfig", () => {
  it("runs on the embedded default with nothing set, or empty strings, and drops a trailing slash from URLs", () => {
    // Redis is off unless set (each instance counts on its own), and then needs no session secret.
    const unset = {
      supabase: null,
      redisUrl: null,
      voice: null,
      siteUrl: "https://www.example.com",
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
    const backend = parseSiteConfig({ SUPABASE_URL: "https://x.supabase.co", SUPABASE_ANON_KEY: "key" }).supabase;
    expect(backend).toEqual({ url: "https://x.supabase.co", anonKey: "key" });
  });

  it.each([
    { PORT: " 65535 ", HOST: "web.internal" },
    { PORT: "0", HOST: "127.0.0.1" },
    { TRUST_PROXY: "false" },
    { TRUST_PROXY: "2" },
    { TRUST_PROXY: "10.0.0.0/8, loopback" },
    { TRUST_PROXY: "::1,2001:db8::/32" },
    { REDIS_URL: "rediss://user:pass@cache.internal:6380/2", SESSION_SECRET: secret },
    { REDIS_URL: "redis://localhost?path=/tmp/x/redis.sock", SESSION_SECRET: secret },
    { VOICE_AGENT_ID_NB: " agent_01abc \n" },
  ])("takes %j", (env) => {
    expect(() => parseSiteConfig(env)).not.toThrow();
  });

  // Each error names the variable and says what is wrong with it.
  it.each([
    [{ PORT: "65536" }, "PORT: must be a port number, 0 to 65535"],
    [{ PORT: "0x50" }, "PORT: must be a port number, 0 to 65535"],
    [{ HOST: "http://x" }, "HOST: must be an address or host name"],
    [{ APP_URL: "not a url" }, "APP_URL: Invalid url"],
    [{ SITE_URL: "ftp://example.com" }, "SITE_URL: must be an http(s) URL"],
    [{ SALES_EMAIL: "nobody" }, "SALES_EMAIL: Invalid email"],
    [{ SUPABASE_URL: "https://x.supabase.co" }, "SUPABASE_ANON_KEY: SUPABASE_URL and SUPABASE_ANON_KEY must be set"],
    [{ SUPABASE_ANON_KEY: "key" }, "SUPABASE_URL: SUPABASE_URL and SUPABASE_ANON_KEY must be set together"],
    // It would trust hops it cannot name.
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY: must be 0, the number of proxies"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY: must be 0, the number of proxies"],
    [{ REDIS_URL: "https://cache.internal", SESSION_SECRET: secret }, "REDIS_URL: must be a redis:// or rediss:// URL"],
    // ioredis would connect to 127.0.0.1:6379 instead.
    [{ REDIS_URL: "redis:///run/redis.sock", SESSION_SECRET: secret }, "REDIS_URL: must name a host, or a unix socket"],
    // Instances read each other's flash cookies.
    [{ REDIS_URL: "redis://127.0.0.1:6379" }, "SESSION_SECRET: SESSION_SECRET is required when REDIS_URL is set"],
    [{ ELEVENLABS_SERVER_LOCATION: "mars" }, "ELEVENLABS_SERVER_LOCATION: Invalid enum value"],
    // It goes into a URL.
    [{ VOICE_AGENT_ID_NB: "agent&x=1" }, "VOICE_AGENT_ID_NB: must be an agent id"],
  ])("refuses %j", (env, message) => {
    expect(() => parseSiteConfig(env)).toThrow(message);
  });
});

describe("the voice assistant", () => {
  it("is off until an agent is configured, then talks to ElevenLabs agents, in the US unless told otherwise", () => {
    expect(parseSiteConfig({ VOICE_AGENT_ID_NB: "", VOICE_AGENT_ID_EN: "" }).voice).toBeNull();
    expect(parseSiteConfig({ VOICE_AGENT_ID_NB: " agent_01abc " }).voice).toEqual({
      agentIds: { nb: "agent_01abc", en: undefined },
      serverLocation: "us",
      socketOrigin: "wss://api.elevenlabs.io",
    });
    const eu = parseSiteConfig({ VOICE_AGENT_ID_EN: "agent_en", ELEVENLABS_SERVER_LOCATION: "eu-residency" });
    expect(eu.voice).toMatchObject({ socketOrigin: "wss://api.eu.residency.elevenlabs.io" });
  });
});
