import { describe, expect, it } from "vitest";
import { createContactGuard } from "~/contact/contact-guard.server";

const WINDOW_MS = 600_000;

/** A guard counting in memory, with limits small enough to reach. */
const guard = () =>
  createContactGuard(
    { perAddress: 2, perNetwork: 3, perSender: 2, windowMs: WINDOW_MS, instancesSharingRedis: 1 },
    null,
  );

/** Whether each request, in turn, was let through. */
async function accepted(refusedFor: ReturnType<typeof guard>, requests: [string | null, string][]) {
  const answers: boolean[] = [];
  for (const [address, email] of requests) answers.push((await refusedFor(address, email)) === null);
  return answers;
}

describe("the contact guard", () => {
  it("lets an address (an IPv6 /64) send its limit, then says how long to wait", async () => {
    const refusedFor = guard();
    const requests = ["192.0.2.1", "192.0.2.1", "192.0.2.1"].map((address, index): [string, string] => [
      address,
      `person${index}@example.no`,
    ]);
    expect(await accepted(refusedFor, requests)).toEqual([true, true, false]);
    const wait = await refusedFor("192.0.2.1", "another@example.no");
    expect(wait).toBeGreaterThan(WINDOW_MS / 1000 - 5);
    expect(wait).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(await refusedFor("192.0.2.2", "another@example.no")).toBeNull();
  });

  it("counts the /64s of one IPv6 /48 together, to the network's own limit", async () => {
    const requests = ["1", "2", "3", "4"].map((subnet): [string, string] => [
      `2001:db8:7:${subnet}::1`,
      `person${subnet}@example.no`,
    ]);
    const refusedFor = guard();
    expect(await accepted(refusedFor, requests)).toEqual([true, true, true, false]);
    expect(await refusedFor("2001:db8:8:1::1", "person5@example.no")).toBeNull();
  });

  it("counts one sender however the address is spelled and wherever it sends from, also without a client address", async () => {
    const refusedFor = guard();
    const requests: [string | null, string][] = [
      ["192.0.2.10", "Kari@Example.NO"],
      ["192.0.2.11", " kari@example.no "],
      [null, "kari@example.no"],
    ];
    expect(await accepted(refusedFor, requests)).toEqual([true, true, false]);
    expect(await refusedFor("192.0.2.12", "ola@example.no")).toBeNull();
  });
});
