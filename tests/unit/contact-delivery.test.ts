import { appendFile, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactPayload, contactRecipient, contactSubject } from "~/contact/contact-message";
import { deliverThroughSupabase } from "~/contact/delivery.server";
import { createOutbox } from "~/contact/outbox.server";
import { type FakeSupabase, startFakeSupabase, supabaseClientFor } from "../support/fake-supabase";

const addresses = { salesEmail: "salg@example.com", businessSalesEmail: "bedrift@example.com" };
const request = {
  name: "Kari Nordmann",
  email: "kari@example.no",
  message: "Vi vil gjerne ha en demo.",
  intent: "demo" as const,
  audienceContext: "bedrift" as const,
};

describe("subject and recipient", () => {
  it.each([
    ["demo", "bedrift", "Demoforespørsel fra nettsiden (Bedrift)"],
    ["demo", "personlig", "Demoforespørsel fra nettsiden (Privat)"],
    ["contact", "ungdom", "Kontaktforespørsel fra nettsiden (Ungdom)"],
    ["contact", undefined, "Kontaktforespørsel fra nettsiden (Privat)"],
  ] as const)("%s from %s → %s", (intent, audience, subject) => {
    expect(contactSubject(intent, audience)).toBe(subject);
  });

  it("sends business requests to the business address, the rest to sales", () => {
    expect(contactRecipient("bedrift", addresses)).toBe("bedrift@example.com");
    expect(contactRecipient("ungdom", addresses)).toBe("salg@example.com");
    expect(contactRecipient(undefined, addresses)).toBe("salg@example.com");
  });

  it("builds the function's payload with every field, empty strings for what was left out", () => {
    expect(contactPayload(request, addresses)).toEqual({
      name: "Kari Nordmann",
      email: "kari@example.no",
      phone: "",
      company: "",
      message: "Vi vil gjerne ha en demo.",
      to: "bedrift@example.com",
      subject: "Demoforespørsel fra nettsiden (Bedrift)",
      intent: "demo",
      fromEmail: "kari@example.no",
    });
  });
});

describe("the outbox", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps every request with its latest result, in a file only the server user can read", async () => {
    const outbox = createOutbox(path.join(dir, "data"));
    const payload = contactPayload(request, addresses);
    const first = await outbox.record(payload);
    const second = await outbox.record(payload);
    await outbox.recordResult(first, "failed", "HTTP 500");
    await outbox.recordResult(first, "delivered");
    await outbox.recordResult(second, "failed", "HTTP 503");
    const entries = await outbox.entries();
    expect(entries.map((entry) => [entry.id, entry.status, entry.attempts, entry.lastError])).toEqual([
      [first, "delivered", 2, undefined],
      [second, "failed", 1, "HTTP 503"],
    ]);
    expect(first).not.toBe(second);
    expect((await stat(outbox.file)).mode & 0o777).toBe(0o600);
    const lines = (await readFile(outbox.file, "utf8")).trim().split("\n");
    expect(lines).toHaveLength(5);
  });

  it("skips a damaged line and is empty before the first request", async () => {
    const outbox = createOutbox(dir);
    expect(await outbox.entries()).toEqual([]);
    const id = await outbox.record(contactPayload(request, addresses));
    await appendFile(outbox.file, '{"type":"result","id":\n');
    expect((await outbox.entries()).map((entry) => [entry.id, entry.status])).toEqual([[id, "pending"]]);
  });
});

describe("delivery through send-contact-email", () => {
  let fake: FakeSupabase;
  const payload = contactPayload(request, addresses);
  const client = () => supabaseClientFor(fake.url, fake.anonKey);
  const contactCalls = () => fake.requests.filter((call) => call.path === "/functions/v1/send-contact-email");

  beforeAll(async () => {
    fake = await startFakeSupabase();
  });
  afterAll(async () => {
    await fake.stop();
  });
  beforeEach(() => {
    fake.setMode("ok");
    fake.data.contactReply = { success: true };
    fake.requests.length = 0;
  });

  it("posts the payload with the anon key and succeeds on a clean answer", async () => {
    expect(await deliverThroughSupabase(client(), payload, { timeoutMs: 1_000 })).toEqual({ ok: true });
    const [call] = contactCalls();
    expect(call?.method).toBe("POST");
    expect(call?.headers.apikey).toBe(fake.anonKey);
    expect(JSON.parse(call?.body ?? "")).toEqual(payload);
  });

  it("fails, without retrying, when the function reports an error in its body", async () => {
    fake.data.contactReply = { error: "mailbox unavailable" };
    expect(await deliverThroughSupabase(client(), payload, { timeoutMs: 1_000 })).toEqual({
      ok: false,
      error: "mailbox unavailable",
    });
    expect(contactCalls()).toHaveLength(1);
  });

  it("retries once after a 5xx", async () => {
    fake.setMode("error500");
    expect(await deliverThroughSupabase(client(), payload, { timeoutMs: 1_000 })).toEqual({
      ok: false,
      error: "HTTP 500",
    });
    expect(contactCalls()).toHaveLength(2);
  });

  it("gives up after the timeout, without a second wait", async () => {
    fake.setMode("stall");
    const started = Date.now();
    const outcome = await deliverThroughSupabase(client(), payload, { timeoutMs: 300 });
    expect(outcome.ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(contactCalls()).toHaveLength(1);
  });

  it("retries once after a network error", async () => {
    const unreachable = supabaseClientFor("http://127.0.0.1:9", "key");
    const outcome = await deliverThroughSupabase(unreachable, payload, { timeoutMs: 1_000 });
    expect(outcome.ok).toBe(false);
  });
});
