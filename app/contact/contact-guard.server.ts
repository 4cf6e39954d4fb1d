import { createHash } from "node:crypto";
import { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { clientKey } from "~/routing/client-key.server";
import { type SiteConfig, siteConfig } from "~/services/config.server";
import { errorMessage, logEvent } from "~/utils/log.server";

/** The longest a contact request waits for Redis: a command without an answer by then is counted in memory. */
const REDIS_COMMAND_TIMEOUT_MS = 250;

/**
 * One connection per process, made with the guard. It never makes a request wait for it: while it is
 * not ready, commands fail at once (no offline queue) and the limiters count in memory; a command cut
 * off by a lost connection fails rather than being sent again on reconnect (it would count twice).
 * It reconnects for as long as the process runs.
 */
function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // A server that takes commands but never answers (hung, paused) gets its socket closed, so it is
    // reported and reconnected like one that went away.
    socketTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Once per change of state, not per reconnect attempt. Without an 'error' listener ioredis would print each.
  let available: boolean | undefined;
  const report = (now: boolean, fields: Record<string, unknown> = {}) => {
    if (available === now) return;
    available = now;
    if (now) logEvent("info", "contact.rate_limit_redis_available");
    else logEvent("error", "contact.rate_limit_redis_unavailable", { ...fields, fallback: "per instance" });
  };
  redis.on("ready", () => report(true));
  redis.on("error", (error: unknown) => report(false, { error: errorMessage(error) }));
  redis.on("close", () => report(false, { error: "connection closed" }));
  return redis;
}

/**
 * Per CONTACT_RATE_WINDOW_MS, three counts with limits of their own: the client address (IPv6 by
 * its /64; an office is one address), its IPv6 /48, and the sender (one person, wherever from).
 * Without REDIS_URL each is counted in this instance's memory. With it, in Redis under
 * `sinnsro:{purpose}:{key}`, shared by all instances; whenever Redis cannot answer (unreachable,
 * not ready, too slow, an error) this instance counts instead (rate-limiter-flexible's insurance
 * limiter), to the limit divided by the REDIS_INSTANCES sharing Redis (rounded up): never refused
 * for Redis's sake, never uncounted, never the limit times the instances. Counts are not copied
 * either way: after an outage Redis's count goes on from where it was.
 */
export function createContactGuard(limits: SiteConfig["contactLimits"], redisUrl: string | null) {
  const duration = Math.ceil(limits.windowMs / 1000);
  const redis = redisUrl ? connectRedis(redisUrl) : null;
  const limiter = (purpose: string, points: number): RateLimiterAbstract => {
    if (!redis) return new RateLimiterMemory({ points, duration });
    const perInstance = new RateLimiterMemory({ points: Math.ceil(points / limits.instancesSharingRedis), duration });
    return new RateLimiterRedis({
      storeClient: redis,
      useRedisPackage: false,
      rejectIfRedisNotReady: true,
      keyPrefix: `sinnsro:${purpose}`,
      points,
      duration,
      insuranceLimiter: perInstance,
    });
  };
  const perAddress = limiter("contact-address", limits.perAddress);
  const perNetwork = limiter("contact-network", limits.perNetwork);
  const perSender = limiter("contact-sender", limits.perSender);

  /** Counts a valid request; when any limit is used up, the seconds until it is not. */
  return async function contactRefusedFor(clientIp: string | null | undefined, email: string): Promise<number | null> {
    const address = clientKey(clientIp);
    const network = clientKey(clientIp, 48);
    // Trimmed and lower-cased: one person's address however typed. Redis holds a digest, not the address.
    const sender = createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
    // Without an address (remix dev) only the sender counts; an IPv4 address is its own network.
    const counts = [
      address && perAddress.consume(address),
      network !== address && network && perNetwork.consume(network),
      perSender.consume(sender),
    ];
    const waits = (await Promise.allSettled(counts)).flatMap((count) => {
      if (count.status === "fulfilled") return [];
      if (count.reason instanceof RateLimiterRes) return [count.reason.msBeforeNext];
      throw count.reason;
    });
    return waits.length > 0 ? Math.max(1, Math.ceil(Math.max(...waits) / 1000)) : null;
  };
}

export const contactRefusedFor = createContactGuard(siteConfig.contactLimits, siteConfig.redisUrl);
