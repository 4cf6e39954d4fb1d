import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
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

describe("a call without an answer", () => {
  let calls: number;

  /** A delivery (20 ms per call) whose every call hangs until aborted, except those `answer` answers. */
  function deliveryWhere(answer: (call: number) => Response | null) {
    calls = 0;
    const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      calls += 1;
      return (
        answer(calls) ??
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        )
      );
    };
    const client = createClient("http://supabase.test", "key", {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch },
    });
    return deliverThroughSupabase(client, payload, { timeoutMs: 20, idempotencyKey: "k" });
  }

  it("is given up when its time has passed, without a second call", async () => {
    expect(await deliveryWhere(() => null)).toMatchObject({ ok: false });
    expect(calls).toBe(1);
  });

  it("after a 5xx is the retry, with a time of its own, and the last call decides", async () => {
    const delivery = deliveryWhere((call) =>
      call === 1 ? new Response('{"error":"internal"}', { status: 500 }) : null,
    );
    expect(await delivery).toMatchObject({ ok: false });
    expect(calls).toBe(CONTACT_ATTEMPTS);
  });
});
