import { expect, it, vi } from "vitest";
import { createContactGuard } from "~/contact/contact-guard.server";

// The limits per address, IPv6 network and sender are checked end to end (tests/e2e/http/contact.spec.ts,
// hardening.spec.ts); here, what only a direct call shows.
it("counts the sender without a client address (remix dev), and tells a refused request to wait for its window", async () => {
  vi.useFakeTimers();
  const limits = { perAddress: 2, perNetwork: 3, perSender: 1, windowMs: 600_000, instancesSharingRedis: 1 };
  const refusedFor = createContactGuard(limits, null);
  expect(await refusedFor(null, "kari@example.no")).toBeNull();
  vi.advanceTimersByTime(60_000);
  expect(await refusedFor(null, " KARI@example.no")).toBe(540);
  vi.useRealTimers();
});
