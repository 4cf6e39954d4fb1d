import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactPayload } from "~/contact/contact-message";
import { deliverThroughSupabase } from "~/contact/delivery.server";
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
  const options = { timeoutMs: 300, idempotencyKey: "key-1" };
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

  // One call per delivery: a failure is retried later by the lead's store or queue.
  it.each([
    ["a clean answer", "ok", { success: true }, null],
    ["an error the function reports", "ok", { error: "mailbox unavailable" }, "mailbox unavailable"],
    ["an answer that is no object", "ok", ["sent"], "unexpected answer"],
    ["a 5xx", "error500", {}, "HTTP 500"],
    ["the relay in front of the function failing", "relayError", {}, "relay HTTP 502"],
    ["a network error", "reset", {}, "Failed to send a request"],
    ["no answer within the call's time", "stall", {}, "Failed to send a request"],
  ] as const)("after %s, the call carries the request's key", async (_, mode, reply, error) => {
    fake.setMode(mode);
    fake.data.contactReply = reply;
    const delivery = deliverThroughSupabase(supabaseClientFor(fake.url, fake.anonKey), payload, options);
    await (error ? expect(delivery).rejects.toThrow(error) : expect(delivery).resolves.toBeUndefined());
    expect(contactCalls().map((call) => call.headers["idempotency-key"])).toEqual(["key-1"]);
  });
});
