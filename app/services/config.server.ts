import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import path from "node:path";
import ipaddr from "ipaddr.js";
import { z } from "zod";

// Unset and empty variables both mean "use the embedded default" (Docker and
// CI often pass empty strings).
const withDefault = <T extends z.ZodTypeAny>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === "" || value === undefined ? fallback : value), schema);

const optional = <T extends z.ZodTypeAny>(schema: T) => withDefault(schema.optional(), undefined);

const trimmed = z.string().trim();
const anyUrl = z.string().url();
// A base address: links are built by appending paths, so a trailing "/" is dropped.
const httpUrl = anyUrl.regex(/^https?:\/\//, "must be an http(s) URL").transform((value) => value.replace(/\/+$/, ""));

/**
 * Which proxies in front of us may speak for the client in X-Forwarded-* (server/index.ts reads it):
 * none ("0" or "false", the default), how many hops (a count: the address used is the one the
 * outermost trusted proxy appended), or which addresses (a comma-separated list of addresses, CIDR
 * blocks or the ranges Express names loopback/linklocal/uniquelocal). "true" (trust every hop) is
 * refused: the left-most address is whatever the client wrote.
 */
const PROXY_RANGES = ["loopback", "linklocal", "uniquelocal"];
const isProxy = (entry: string) => ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry) || PROXY_RANGES.includes(entry);
const trustProxy = trimmed.refine(
  (value) => /^(?:\d{1,2}|false)$/.test(value) || value.split(/\s*,\s*/).every(isProxy),
  "must be 0, the number of proxies in front of the site, or their addresses/CIDR ranges",
);

// The install folder (package.json beside build/) whatever the working folder: the one above build/
// (the server and CLIs run from there) or, in tests, above app/services/.
const INSTALL_FOLDER = import.meta.dirname.replace(/\/(?:build|app\/services)$/, "");

// ioredis takes the server from the host, or a unix socket from `?path=`; with neither
// (`redis:///run/redis.sock`) it would quietly connect to 127.0.0.1:6379.
const redisUrl = anyUrl.regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL").refine((value) => {
  const url = URL.parse(value);
  return url?.hostname !== "" || url.searchParams.has("path");
}, "must name a host, or a unix socket as redis://localhost?path=/run/redis/redis.sock");

const PORT_RANGE = "must be a port number, 0 to 65535";
const port = trimmed.regex(/^\d{1,5}$/, PORT_RANGE).pipe(z.coerce.number().max(65_535, PORT_RANGE));

// An ElevenLabs agent id goes into the conversation socket's query string as it is: letters,
// digits, "_" and "-" only (the vendor's ids look like agent_01jz…). Spaces around a pasted id are dropped.
const agentId = trimmed.regex(/^[A-Za-z0-9_-]{1,100}$/, "must be an agent id (letters, digits, _ and -)");

/**
 * Where ElevenLabs runs a conversation (its "server location"), and so the one
 * origin the page may open the conversation's socket to. Data residency in the
 * EU or India is a plan the agent's owner has with ElevenLabs.
 */
const ELEVENLABS_SOCKET_ORIGINS = {
  us: "wss://api.elevenlabs.io",
  global: "wss://api.elevenlabs.io",
  "eu-residency": "wss://api.eu.residency.elevenlabs.io",
  "in-residency": "wss://api.in.residency.elevenlabs.io",
} as const;
export type ServerLocation = keyof typeof ELEVENLABS_SOCKET_ORIGINS;
const serverLocations = Object.keys(ELEVENLABS_SOCKET_ORIGINS) as [ServerLocation];

const EnvSchema = z
  .object({
    PORT: withDefault(port, "3000"),
    // An address or host name; unset, every interface.
    HOST: optional(
      trimmed.refine((host) => isIP(host) || /^[A-Za-z0-9.-]{1,253}$/.test(host), "must be an address or host name"),
    ),
    NODE_ENV: withDefault(z.enum(["development", "production", "test"]), "production"),
    SITE_URL: withDefault(httpUrl, "https://www.example.com"),
    APP_URL: withDefault(httpUrl, "https://app.example.com"),
    SIGNUP_URL: withDefault(httpUrl, "https://signup.example.com"),
    SUPABASE_URL: optional(httpUrl),
    SUPABASE_ANON_KEY: optional(z.string().min(1)),
    SALES_EMAIL: withDefault(z.string().email(), "salg@example.com"),
    BUSINESS_SALES_EMAIL: withDefault(z.string().email(), "bedrift@example.com"),
    // The company behind the site, as the footer and the privacy page name it (every page, both
    // languages). Unset, name and address are samples (the transform below fills them in).
    COMPANY_NAME: optional(z.string().trim().min(1).max(100)),
    COMPANY_ADDRESS: optional(z.string().trim().min(1).max(200)),
    // Norway's organisation numbers are nine digits; written with or without spaces.
    COMPANY_ORG_NUMBER: withDefault(
      z.string().regex(/^\s*(?:\d\s*){9}$/, "must be nine digits (the organisation number)"),
      "999999999",
    ).transform((value) => value.replace(/\s+/g, "")),
    CONTACT_EMAIL: optional(z.string().email()),
    // Given by an operator, relative to the working folder; by default, in the install folder.
    DATA_DIR: withDefault(z.string().min(1), path.join(INSTALL_FOLDER, "data")),
    CONTENT_DIR: withDefault(z.string().min(1), path.join(INSTALL_FOLDER, "content")),
    // The voice assistant's ElevenLabs agent per language (docs/voice-assistant.md).
    VOICE_AGENT_ID_NB: optional(agentId),
    VOICE_AGENT_ID_EN: optional(agentId),
    ELEVENLABS_SERVER_LOCATION: withDefault(z.enum(serverLocations), "us"),
    TRUST_PROXY: withDefault(trustProxy, "0"),
    // Contact requests per window: an office behind one address (or IPv6 /64) is one client, a
    // provider's /48 many; the sender (an email address) is one person.
    CONTACT_LIMIT_PER_ADDRESS: withDefault(z.coerce.number().int().positive().max(100_000), 200),
    CONTACT_LIMIT_PER_NETWORK: withDefault(z.coerce.number().int().positive().max(100_000), 1_000),
    CONTACT_LIMIT_PER_SENDER: withDefault(z.coerce.number().int().positive().max(100_000), 5),
    CONTACT_RATE_WINDOW_MS: withDefault(z.coerce.number().int().positive(), 600_000),
    REDIS_INSTANCES: withDefault(z.coerce.number().int().positive().max(1_000), 1),
    HTML_CACHE_CONTROL: withDefault(z.string().min(1), "public, max-age=0, s-maxage=60, stale-while-revalidate=600"),
    SESSION_SECRET: optional(z.string().min(16)),
    // Where instances share the contact limits; unset, each instance counts on its own.
    // ioredis's form: redis://[user:password@]host[:port][/db] or redis://localhost?path=<socket>, rediss:// for TLS.
    REDIS_URL: optional(redisUrl),
    CONTACT_TIMEOUT_MS: withDefault(z.coerce.number().int().positive().max(60_000), 10_000),
    // The longest wait between two delivery attempts of a lead (tests shorten it).
    CONTACT_RETRY_MAX_MS: withDefault(z.coerce.number().int().min(100).max(300_000), 300_000),
    // Leads waiting for delivery at most; past that the form says it cannot take more.
    CONTACT_MAX_WAITING: withDefault(z.coerce.number().int().positive(), 10_000),
    BACKEND_BREAKER_COOLDOWN_MS: withDefault(z.coerce.number().int().positive(), 10_000),
    ARTICLES_TIMEOUT_MS: withDefault(z.coerce.number().int().positive().max(30_000), 3_000),
    ARTICLES_CACHE_TTL_MS: withDefault(z.coerce.number().int().min(0).max(86_400_000), 60_000),
    LANGUAGE_DETECTION_TIMEOUT_MS: withDefault(z.coerce.number().int().positive().max(10_000), 500),
  })
  .refine(
    (env) => Boolean(env.SUPABASE_URL) === Boolean(env.SUPABASE_ANON_KEY),
    (env) => ({
      path: [env.SUPABASE_URL ? "SUPABASE_ANON_KEY" : "SUPABASE_URL"],
      message: "SUPABASE_URL and SUPABASE_ANON_KEY must be set together (or both left unset)",
    }),
  )
  // REDIS_URL means several instances: a visitor's flash cookie, signed by one, is read by another.
  .refine((env) => !env.REDIS_URL || env.SESSION_SECRET, {
    path: ["SESSION_SECRET"],
    message: "SESSION_SECRET is required when REDIS_URL is set (every instance must sign the flash cookie alike)",
  })
  .transform((env) => ({
    isProduction: env.NODE_ENV === "production",
    siteUrl: env.SITE_URL,
    appUrl: env.APP_URL,
    signupUrl: env.SIGNUP_URL,
    supabase:
      env.SUPABASE_URL && env.SUPABASE_ANON_KEY ? { url: env.SUPABASE_URL, anonKey: env.SUPABASE_ANON_KEY } : null,
    salesEmail: env.SALES_EMAIL,
    businessSalesEmail: env.BUSINESS_SALES_EMAIL,
    company: {
      name: env.COMPANY_NAME ?? "Sinnsro AS",
      orgNumber: env.COMPANY_ORG_NUMBER,
      address: env.COMPANY_ADDRESS ?? "Eksempelgata 1, 0000 Oslo",
      // Where visitors may write; without its own address, the one contact requests go to.
      email: env.CONTACT_EMAIL ?? env.SALES_EMAIL,
    },
    // What the launch check lists: a real company may well be called Sinnsro AS, so only setting it counts.
    unsetCompanyDetails: (["COMPANY_NAME", "COMPANY_ADDRESS"] as const).filter((name) => !env[name]),
    dataDir: env.DATA_DIR,
    contentDir: env.CONTENT_DIR,
    languageDetectionTimeoutMs: env.LANGUAGE_DETECTION_TIMEOUT_MS,
    articlesTimeoutMs: env.ARTICLES_TIMEOUT_MS,
    backendBreakerCooldownMs: env.BACKEND_BREAKER_COOLDOWN_MS,
    contactTimeoutMs: env.CONTACT_TIMEOUT_MS,
    contactRetryMaxMs: env.CONTACT_RETRY_MAX_MS,
    contactMaxWaiting: env.CONTACT_MAX_WAITING,
    htmlCacheControl: env.HTML_CACHE_CONTROL,
    contactLimits: {
      perAddress: env.CONTACT_LIMIT_PER_ADDRESS,
      perNetwork: env.CONTACT_LIMIT_PER_NETWORK,
      perSender: env.CONTACT_LIMIT_PER_SENDER,
      windowMs: env.CONTACT_RATE_WINDOW_MS,
      instancesSharingRedis: env.REDIS_INSTANCES,
    },
    redisUrl: env.REDIS_URL ?? null,
    // Without a configured secret the flash cookie is signed with one made per process.
    sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString("hex"),
    // The honeypot's time is no secret worth a per-process one: without SESSION_SECRET a stable
    // seed, so that forms rendered before a restart still submit.
    honeypotSeed: env.SESSION_SECRET ?? `honeypot ${env.SITE_URL}`,
    articlesCacheTtlMs: env.ARTICLES_CACHE_TTL_MS,
    // The voice assistant: null (no launcher anywhere) until an agent is configured for a language.
    voice:
      env.VOICE_AGENT_ID_NB || env.VOICE_AGENT_ID_EN
        ? {
            agentIds: { nb: env.VOICE_AGENT_ID_NB, en: env.VOICE_AGENT_ID_EN },
            serverLocation: env.ELEVENLABS_SERVER_LOCATION,
            socketOrigin: ELEVENLABS_SOCKET_ORIGINS[env.ELEVENLABS_SERVER_LOCATION],
          }
        : null,
  }));

export type SiteConfig = z.output<typeof EnvSchema>;

/** Validates the environment; the error names every bad variable. */
export function parseSiteConfig(source: Record<string, string | undefined>): SiteConfig {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n  ${problems.join("\n  ")}`);
  }
  return result.data;
}

/** Read once, when the server build is first imported, so a bad variable stops the start. */
export const siteConfig: SiteConfig = parseSiteConfig(process.env);
