import { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { clientKey } from "~/routing/client-key.server";
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
 * CONTACT_RATE_LIMIT points per address and CONTACT_RATE_WINDOW_MS window, for
 * one purpose. Without REDIS_URL it is counted in this instance's memory. With
 * it, in Redis under `sinnsro:{purpose}:{key}`, so all instances share one
 * count; whenever Redis cannot answer (unreachable, not ready, too slow, an
 * error), this instance's memory counts instead (rate-limiter-flexible's
 * insurance limiter), so a request is never refused for Redis's sake nor let
 * through uncounted. That count is the limit divided by the REDIS_INSTANCES
 * sharing Redis (rounded up), so an outage does not multiply a client's
 * allowance by the number of instances. Counts are not copied either way:
 * after an outage Redis's count goes on from where it was.
 */
function rateLimiter(purpose: string): RateLimiterAbstract {
  const { points, windowMs, instancesSharingRedis } = siteConfig.contactRateLimit;
  const duration = Math.ceil(windowMs / 1000);
  if (!siteConfig.redisUrl) return new RateLimiterMemory({ points, duration });
  const perInstance = new RateLimiterMemory({ points: Math.ceil(points / instancesSharingRedis), duration });
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

const limiter = rateLimiter("contact");

/**
 * Takes one allowance of a visitor address (the server takes it from the socket,
 * or from X-Forwarded-For behind a trusted proxy), counted per client as
 * clientKey groups addresses. When the client has none left, the seconds until
 * it may send again. Without an address (remix dev) there is nothing to count.
 */
export async function contactRefusedFor(clientIp: string | null | undefined): Promise<number | null> {
  const key = clientKey(clientIp);
  if (!key) return null;
  try {
    await limiter.consume(key);
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw error;
  }
}

// Refunds are limited the same way: during an outage every request goes undelivered,
// and unlimited refunds would let one address fill the outbox (and, once the backend is
// back, the sales inbox) with as many requests as it can send.
const refunds = rateLimiter("contact-refunds");

/**
 * Gives back the allowance of a request that was not delivered: a visitor
 * who sends again after an outage is not locked out for our failure. An
 * address gets as many refunds per window as it has allowances, so during an
 * outage it can leave at most twice the limit in the outbox.
 */
export async function refundContactAllowance(clientIp: string | null | undefined): Promise<void> {
  const key = clientKey(clientIp);
  if (!key) return;
  try {
    await refunds.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) return;
    throw error;
  }
  await limiter.reward(key, 1);
}
