import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactPayload } from "~/contact/contact-message";
import { createDeliverer, type DeliveryOutcome, startContactBackgroundWork } from "~/contact/delivery.server";
import { createOutbox, OUTBOX_FILE, type OutboxDisk, requestKey } from "~/contact/outbox.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = new Date("2026-03-02T08:00:00.000Z").getTime();

const addresses = { salesEmail: "salg@example.com", businessSalesEmail: "bedrift@example.com" };
const payloadFor = (message: string) =>
  contactPayload({ name: "Kari Nordmann", email: "kari@example.no", message, intent: "contact" }, addresses);

/** Files in memory: every operation settles in a microtask, so fake timers alone move the loop on. */
function memoryDisk(): OutboxDisk {
  const files = new Map<string, Buffer>();
  const contents = (file: string) => files.get(file) ?? Buffer.alloc(0);
  return {
    mkdir: async () => undefined,
    append: async (file, bytes) => {
      files.set(file, Buffer.concat([contents(file), bytes]));
    },
    truncate: async (file, size) => {
      files.set(file, contents(file).subarray(0, size));
    },
    readFrom: async (file, offset, length = Number.MAX_SAFE_INTEGER) =>
      files.has(file) ? { size: contents(file).length, bytes: contents(file).subarray(offset, offset + length) } : null,
    async replace(file, fill) {
      const written: Uint8Array[] = [];
      await fill(async (bytes) => {
        written.push(bytes);
      });
      files.set(file, Buffer.concat(written));
    },
    lock: async () => true,
    unlock: async () => undefined,
    probe: async () => undefined,
  };
}

/** The JSON log lines written to a console method, by event. */
function logLines(method: "error" | "warn" | "log") {
  const spy = vi.spyOn(console, method).mockImplementation(() => undefined);
  return (event: string) =>
    spy.mock.calls
      .map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
      .filter((line) => line.event === event);
}

describe("background delivery retries", () => {
  let disk: OutboxDisk;
  let sent: { at: number; key: string }[];
  let answer: DeliveryOutcome;

  /** One process: its outbox, its deliverer, its retries. */
  function serverProcess() {
    const outbox = createOutbox("/data", disk);
    const deliver = createDeliverer(outbox, async (_payload, key) => {
      sent.push({ at: Date.now() - START, key });
      return answer;
    });
    return { outbox, deliver };
  }

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    disk = memoryDisk();
    sent = [];
    answer = { ok: false, error: "HTTP 503" };
    logLines("warn");
    logLines("log");
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("waits 1, 2, 4 … minutes after each failure, at most an hour, and gives up 24 h after receipt with one error line", async () => {
    const errors = logLines("error");
    const { outbox, deliver } = serverProcess();
    const entry = await outbox.record(payloadFor("Sendt mens funksjonen var nede."));
    // The visitor's own attempt, at once.
    await outbox.recordResult(entry.id, "failed", "HTTP 500");
    const stop = startContactBackgroundWork({ outbox, deliver });
    await vi.advanceTimersByTimeAsync(30 * HOUR);
    stop();

    const minutes = sent.map((call) => call.at / MINUTE);
    const hourly = Array.from({ length: 22 }, (_, index) => 63 + 60 * (index + 1));
    expect(minutes).toEqual([1, 3, 7, 15, 31, 63, ...hourly]);
    expect(Math.max(...minutes)).toBeLessThan(24 * 60);
    expect(new Set(sent.map((call) => call.key))).toEqual(new Set([entry.key]));
    const attempts = 1 + minutes.length;
    const gaveUp = errors("contact.gave_up");
    expect(gaveUp).toEqual([expect.objectContaining({ level: "error", contactId: entry.id, attempts })]);
    expect(gaveUp[0]?.time).toBe(new Date(START + 24 * HOUR).toISOString());
    const [given] = (await outbox.entries()).entries;
    expect(given).toMatchObject({ status: "gave_up", attempts });
  });

  it("first takes on what an earlier process left pending (from before keys were written too) or failed, never a delivered request, and compacts the file once they are delivered", async () => {
    const earlier = serverProcess().outbox;
    const pending = payloadFor("Mottatt rett før en omstart.");
    const keyless = { type: "request", id: "left-pending", receivedAt: new Date().toISOString(), payload: pending };
    await disk.append(`/data/${OUTBOX_FILE}`, Buffer.from(`${JSON.stringify(keyless)}\n`));
    vi.advanceTimersByTime(5 * MINUTE);
    const failed = await earlier.record(payloadFor("Feilet rett før omstarten."));
    await earlier.recordResult(failed.id, "failed", "HTTP 500");
    const delivered = await earlier.record(payloadFor("Levert før omstarten."));
    await earlier.recordResult(delivered.id, "delivered");
    vi.advanceTimersByTime(30_000);
    const restart = Date.now() - START;

    answer = { ok: true };
    const { outbox, deliver } = serverProcess();
    const stop = startContactBackgroundWork({ outbox, deliver });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ at: restart, key: requestKey(pending) }]);
    // Due 30 s later, taken on at the next look.
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(sent.map((call) => call.key)).toEqual([requestKey(pending), failed.key]);
    await vi.advanceTimersByTimeAsync(48 * HOUR);
    stop();
    expect(sent).toHaveLength(2);
    // Delivered, and a day later gone from memory and, by the hourly compaction, from the file.
    expect((await outbox.entries()).entries).toEqual([]);
    expect((await disk.readFrom(`/data/${OUTBOX_FILE}`, 0))?.bytes).toHaveLength(0);
  });

  it("takes on a failure of this process a minute after it, and nothing once stopped", async () => {
    const { outbox, deliver } = serverProcess();
    const stop = startContactBackgroundWork({ outbox, deliver });
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    const entry = await outbox.record(payloadFor("Feilet mens tjeneren kjørte."));
    await outbox.recordResult(entry.id, "failed", "HTTP 500");
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((call) => call.key)).toEqual([entry.key]);
    stop();
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(sent).toHaveLength(1);
  });
});
