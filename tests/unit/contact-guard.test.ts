import { expect, it, vi } from "vitest";
import { createContactGuard } from "~/contact/contact-guard.server";

const limits = { perAddress: 2, perNetwork: 3, perSender: 2, windowMs: 600_000, instancesSharingRedis: 1 };

/** Whether each request ("client address,email"), in turn, is let through by a fresh guard counting in memory. */
async function accepted(...requests: string[]) {
  const refusedFor = createContactGuard(limits, null);
  const answers: boolean[] = [];
  for (const request of requests) {
    const [address = "", email = ""] = request.split(",");
    answers.push((await refusedFor(address || null, email)) === null);
  }
  return answers;
}

it("counts an address, and the /64s of one IPv6 /48 together, to their limits", async () => {
  const address = [
    "192.0.2.1,a@example.no",
    "192.0.2.1,b@example.no",
    "192.0.2.1,c@example.no",
    "192.0.2.2,d@example.no",
  ];
  expect(await accepted(...address)).toEqual([true, true, false, true]);
  const subnets = ["7:1", "7:2", "7:3", "7:4", "8:1"].map((subnet, n) => `2001:db8:${subnet}::1,${n}@example.no`);
  expect(await accepted(...subnets)).toEqual([true, true, true, false, true]);
});

it("counts a sender however the address is written and wherever from, also without a client address", async () => {
  const sender = [
    "192.0.2.10,Kari@Example.NO",
    "192.0.2.11, kari@example.no ",
    ",KARI@example.no",
    "192.0.2.12,ola@example.no",
  ];
  expect(await accepted(...sender)).toEqual([true, true, false, true]);
});

it("tells a refused request to wait until its window ends", async () => {
  vi.useFakeTimers();
  const refusedFor = createContactGuard({ ...limits, perSender: 1 }, null);
  expect(await refusedFor("192.0.2.1", "kari@example.no")).toBeNull();
  expect(await refusedFor("192.0.2.2", "kari@example.no")).toBe(600);
  vi.useRealTimers();
});
