import { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import { siteConfig } from "~/services/config.server";
import { errorMessage, logEvent } from "~/utils/log.server";

/**
 * The longest a contact request waits for Redis: a command that has no answer by
 * then is counted in this instance's memory instead.
 */
const REDIS_COMMAND_TIMEOUT_MS = 250;

/**
 * One connection per process, made when the first shared limiter is. It never
 * makes a request wait for it: while it is not ready, commands fail at once
 * (no offline queue) and the limiters count in memory; a command cut off by a
 * lost connection fails rather than being sent again on reconnect (it would
 * count twice). It reconnects for as long as the process runs.
 */
function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // A server that takes commands but never answers (hung, paused) gets its
    // socket closed, so it is reported and reconnected like one that went away.
    socketTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Once per change of state, not once per reconnect attempt. Without an
  // 'error' listener ioredis would print every failed attempt.
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

let redis: Redis | undefined;

/**
 * A limit of `points` per key and `windowMs`, for one purpose. Without
 * REDIS_URL it is counted in this instance's memory. With it, in Redis under
 * `sinnsro:{purpose}:{key}`, so all instances share one count; whenever Redis
 * cannot answer (unreachable, not ready, too slow, an error), this instance's
 * memory counts instead (rate-limiter-flexible's insurance limiter), so a
 * request is never refused for Redis's sake nor let through uncounted. Counts
 * are not copied either way: after an outage Redis's count goes on from where
 * it was.
 */
export function rateLimiter(
  purpose: string,
  { points, windowMs }: { points: number; windowMs: number },
): RateLimiterAbstract {
  const duration = Math.ceil(windowMs / 1000);
  const perInstance = new RateLimiterMemory({ points, duration });
  if (!siteConfig.redisUrl) return perInstance;
  redis ??= connectRedis(siteConfig.redisUrl);
  return new RateLimiterRedis({
    storeClient: redis,
    useRedisPackage: false,
    rejectIfRedisNotReady: true,
    keyPrefix: `sinnsro:${purpose}`,
    points,
    duration,
    insuranceLimiter: perInstance,
  });
}
