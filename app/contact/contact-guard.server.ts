import { RateLimiterRes } from "rate-limiter-flexible";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { rateLimiter } from "~/contact/rate-limit.server";
import { siteConfig } from "~/services/config.server";

/** A request the guard refuses: too many from one visitor in the window. */
export class RequestRejected extends Error {
  constructor(
    readonly status: 429,
    readonly reason: "tooMany",
    /** When this address may send again. */
    readonly retryAfterSeconds: number,
  ) {
    super(reason);
  }
}

// The valid-from timestamp is left out: it is encrypted with a per-process
// seed, which would reject real visitors whose form came from another instance.
const HONEYPOT_FIELD = "website__confirm";
const honeypot = new Honeypot({ validFromFieldName: null, nameFieldName: HONEYPOT_FIELD });

// Fixed for the life of the process. Not honeypot.getInputProps(): that also encrypts a
// valid-from timestamp (AES, crypto-js) on every call, which nothing here uses, and it
// cost 3-4 % of the CPU time of a page (every page's root loader asks for the field name).
const honeypotFields = { nameFieldName: HONEYPOT_FIELD } as const;

export function honeypotInputProps(): { nameFieldName: string } {
  return honeypotFields;
}

/** True when a bot filled the hidden field. */
export function isSpam(form: FormData): boolean {
  try {
    honeypot.check(form);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}

/**
 * CONTACT_RATE_LIMIT points per address and CONTACT_RATE_WINDOW_MS window,
 * shared by all instances through REDIS_URL when it is set.
 */
const limiter = rateLimiter("contact", siteConfig.contactRateLimit);

/**
 * One allowance per visitor address (the server takes it from the socket, or
 * from X-Forwarded-For behind a trusted proxy). Without an address (remix
 * dev) there is nothing to count.
 */
export async function consumeContactAllowance(clientIp: string | null | undefined): Promise<void> {
  if (!clientIp) return;
  try {
    await limiter.consume(clientIp);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new RequestRejected(429, "tooMany", Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    }
    throw error;
  }
}

// Refunds are limited the same way: during an outage every request goes undelivered,
// and unlimited refunds would let one address fill the outbox (and, once the backend is
// back, the sales inbox) with as many requests as it can send.
const refunds = rateLimiter("contact-refunds", siteConfig.contactRateLimit);

/**
 * Gives back the allowance of a request that was not delivered: a visitor
 * who sends again after an outage is not locked out for our failure. An
 * address gets as many refunds per window as it has allowances, so during an
 * outage it can leave at most twice the limit in the outbox.
 */
export async function refundContactAllowance(clientIp: string | null | undefined): Promise<void> {
  if (!clientIp) return;
  try {
    await refunds.consume(clientIp);
  } catch (error) {
    if (error instanceof RateLimiterRes) return;
    throw error;
  }
  await limiter.reward(clientIp, 1);
}
