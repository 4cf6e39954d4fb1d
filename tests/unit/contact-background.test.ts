import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactPayload } from "~/contact/contact-message";
import { createDeliverer, deliverThroughSupabase } from "~/contact/delivery.server";
import { startContactBackgroundWork } from "~/contact/delivery-retry.server";
import { createOutbox, OUTBOX_FILE, requestKey } from "~/contact/outbox.server";
import { type FakeSupabase, startFakeSupabase, supabaseClientFor } from "../support/fake-supabase";

const payload = contactPayload(
  { name: "Kari Nordmann", email: "kari@example.no", message: "Igjen etter forrige prosess.", intent: "contact" },
  { salesEmail: "salg@example.com", businessSalesEmail: "bedrift@example.com" },
);

describe("the contact form's background work", () => {
  let dir: string;
  let stop: () => void = () => undefined;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "contact-background-"));
  });
  afterEach(async () => {
    stop();
    vi.restoreAllMocks();
    await rm(dir, { recursive: true, force: true });
  });

  it("says in one error line at start when DATA_DIR cannot take requests", async () => {
    await writeFile(path.join(dir, "a-file"), "");
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const dataDir = path.join(dir, "a-file", "data");
    stop = startContactBackgroundWork({ outbox: createOutbox(dataDir), deliver: null });
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    expect(errors.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      expect.objectContaining({ level: "error", event: "contact.outbox_not_writable", dataDir }),
    ]);
  });

  describe("with Supabase", () => {
    let fake: FakeSupabase;
    beforeEach(async () => {
      fake = await startFakeSupabase();
    });
    afterEach(async () => {
      await fake.stop();
    });

    it("delivers, with its key, what an earlier process left pending (a line from before keys were written too)", async () => {
      vi.spyOn(console, "log").mockImplementation(() => undefined);
      const receivedAt = new Date(Date.now() - 5 * 60_000).toISOString();
      await writeFile(
        path.join(dir, OUTBOX_FILE),
        `${JSON.stringify({ type: "request", id: "left-pending", receivedAt, payload })}\n`,
      );
      const outbox = createOutbox(dir);
      const client = supabaseClientFor(fake.url, fake.anonKey);
      const deliver = createDeliverer(outbox, (sent, idempotencyKey) =>
        deliverThroughSupabase(client, sent, { timeoutMs: 1_000, idempotencyKey }),
      );
      stop = startContactBackgroundWork({ outbox, deliver });
      await vi.waitFor(async () =>
        expect((await createOutbox(dir).entries()).entries).toEqual([
          expect.objectContaining({ id: "left-pending", status: "delivered", attempts: 1 }),
        ]),
      );
      const calls = fake.requests.filter((request) => request.path === "/functions/v1/send-contact-email");
      expect(calls.map((call) => call.headers["idempotency-key"])).toEqual([requestKey(payload)]);
    });
  });
});
