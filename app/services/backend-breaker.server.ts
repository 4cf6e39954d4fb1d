import { ConsecutiveBreaker, circuitBreaker, handleAll } from "cockatiel";
import { siteConfig } from "./config.server";

/** After this many failed calls in a row a backend is left alone for the cooldown. */
const BREAKER_FAILURES = 3;

/**
 * A dead backend is not asked on every request: once open, calls fail at once
 * (callers fall back) until one trial call after the cooldown.
 */
export function createBackendBreaker(cooldownMs: number = siteConfig.backendBreakerCooldownMs) {
  return circuitBreaker(handleAll, { halfOpenAfter: cooldownMs, breaker: new ConsecutiveBreaker(BREAKER_FAILURES) });
}
