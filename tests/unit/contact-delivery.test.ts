import { createClient } from "@supabase/supabase-js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { contactPayload } from "~/contact/contact-message";
import { CONTACT_ATTEMPTS, deliverThroughSupabase } from "~/contact/delivery.server";
import { type FakeSupabase, startFakeSupabase, supabaseClientFor } from "../support/fake-supabase";

const addresses = { salesEmail: "salg@example.com", businessSalesEmail: "bedrift@example.com" };
const request = { name: "Kari Nordmann", email: "kari@example.no", message: "Vi vil gjerne ha en demo." };
const demo = { ...request, intent: "demo" as const, audienceContext: "bedrift" as const };
const payload = contactPayload(demo, addresses);

describe("subject and recipient", () => {
  // Business requests go to the business address, the rest to sales.
  it.each([
    ["demo", "bedrift", "Demoforespørsel fra nettsiden (Bedrift)", "bedrift@example.com"],
    ["demo", "personlig", "Demoforespørsel fra nettsiden (Privat)", "salg@example.com"],
    ["contact", "ungdom", "Kontaktforespørsel fra nettsiden (Ungdom)", "salg@example.com"],
    ["contact", undefined, "Kontaktforespørsel fra nettsiden (Privat)", "salg@example.com"],
  ] as const)("%s from %s → %s, to %s", (intent, audienceContext, subject, to) => {
    expect(contactPayload({ ...request, intent, audienceContext }, addresses)).toMatchObject({ subject, to });
  });

  it("puts the demo form's company size into the message, in the sales team's words", () => {
    const large = contactPayload({ ...demo, employees: "1000+" }, addresses);
    expect(large.message).toBe("Vi vil gjerne ha en demo.\n\nAntall ansatte: 1000 eller flere");
  });
});

describe("delivery through send-contact-email", () => {
  let fake: FakeSupabase;
  const options = { timeoutMs: 1_000, idempotencyKey: "key-1" };
  const client = () => supabaseClientFor(fake.url, fake.anonKey);
  const contactCalls = () => fake.requests.filter((call) => call.path === "/functions/v1/send-contact-email");

  beforeAll(async () => {
    fake = await startFakeSupabase();
  });
  afterAll(async () => {
    await fake.stop();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const fine = { success: true };
  it.each([
    ["a clean answer", "ok", fine, { ok: true }, 1],
    [
      "an error the function reports",
      "ok",
      { error: "mailbox unavailable" },
      { ok: false, error: "mailbox unavailable" },
      1,
    ],
    ["a 5xx", "error500", fine, { ok: false, error: "HTTP 500" }, 2],
    ["the relay in front of the function failing", "relayError", fine, { ok: false, error: "relay HTTP 502" }, 2],
    ["a network error", "reset", fine, { ok: false, error: expect.any(String) }, 2],
  ] as const)("after %s, each call with the request's key", async (_, mode, reply, outcome, calls) => {
    fake.setMode(mode);
    fake.data.contactReply = reply;
    expect(await deliverThroughSupabase(client(), payload, options)).toEqual(outcome);
    expect(contactCalls().map((call) => call.headers["idempotency-key"])).toEqual(Array(calls).fill("key-1"));
  });
});

describe("the time a delivery takes, on a controlled clock", () => {
  let calls: number;

  /** A delivery (300 ms timeout) whose every call hangs until aborted, except those `answer` answers first. */
  function deliveryWhere(answer: (call: number) => Promise<Response> | null) {
    calls = 0;
    const fetch = (_input: RequestInfo | URL, init?: RequestInit) => {
      calls += 1;
      return (
        answer(calls) ??
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () =>
            reject(new DOMException("This operation was aborted", "AbortError")),
          ),
        )
      );
    };
    const client = createClient("http://supabase.test", "key", {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch },
    });
    return deliverThroughSupabase(client, payload, { timeoutMs: 300, idempotencyKey: "k" });
  }

  /** Resolves once the delivery has ended, and says at which point of the fake clock it did. */
  async function timeToSettle(delivery: Promise<unknown>, limitMs: number): Promise<number | null> {
    let settled = false;
    void delivery.finally(() => {
      settled = true;
    });
    for (let elapsed = 0; elapsed <= limitMs; elapsed += 1) {
      await vi.advanceTimersByTimeAsync(elapsed === 0 ? 0 : 1);
      if (settled) return elapsed;
    }
    return null;
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives up when the timeout has passed, without a second wait", async () => {
    const delivery = deliveryWhere(() => null);
    expect(await timeToSettle(delivery, 1_000)).toBe(300);
    expect(await delivery).toMatchObject({ ok: false });
    expect(calls).toBe(1);
  });

  it("ends within its attempts' timeouts: a 5xx just before the timeout, then a retry that times out", async () => {
    const slow500 = () =>
      new Promise<Response>((resolve) =>
        setTimeout(() => resolve(new Response('{"error":"internal"}', { status: 500 })), 299),
      );
    const delivery = deliveryWhere((call) => (call === 1 ? slow500() : null));
    const elapsed = await timeToSettle(delivery, 2_000);
    // 299 ms to the 5xx, the retry on the next turn of the timers (1 ms on this clock), 300 ms to its timeout.
    expect(elapsed).toBe(600);
    expect(elapsed).toBeLessThanOrEqual(CONTACT_ATTEMPTS * 300);
    expect(calls).toBe(2);
  });
});
