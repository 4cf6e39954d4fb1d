import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactPayload } from "~/contact/contact-message";
import { createOutbox, nodeDisk, type Outbox, type OutboxDisk, requestKey } from "~/contact/outbox.server";

const addresses = { salesEmail: "salg@example.com", businessSalesEmail: "bedrift@example.com" };
const payloadFor = (message: string) =>
  contactPayload({ name: "Kari Nordmann", email: "kari@example.no", message, intent: "demo" }, addresses);

const statuses = async (outbox: Outbox) => (await outbox.entries()).entries.map((entry) => entry.status);

function diskFull(): NodeJS.ErrnoException {
  return Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
}

/** A disk whose next `failures` appends write the first half of their bytes, then find it full. */
function fillingDisk(failures: number): OutboxDisk {
  let left = failures;
  return {
    ...nodeDisk,
    async append(file, bytes) {
      if (left <= 0) return nodeDisk.append(file, bytes);
      left -= 1;
      await appendFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
      throw diskFull();
    },
  };
}

describe("the outbox", () => {
  let dir: string;
  let errorLines: () => Record<string, unknown>[];
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    errorLines = () => errors.mock.calls.map(([line]) => JSON.parse(String(line)));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps every request with its key and latest result, in a file only the server user can read", async () => {
    const outbox = createOutbox(path.join(dir, "data"));
    const first = await outbox.record(payloadFor("Første melding her."));
    const second = await outbox.record(payloadFor("Andre melding her."));
    await outbox.recordResult(first.id, "failed", "HTTP 500");
    await outbox.recordResult(first.id, "delivered");
    await outbox.recordResult(second.id, "failed", "HTTP 503");
    const { entries, damaged } = await outbox.entries();
    expect(entries.map((entry) => [entry.id, entry.key, entry.status, entry.attempts, entry.lastError])).toEqual([
      [first.id, requestKey(first.payload), "delivered", 2, undefined],
      [second.id, requestKey(second.payload), "failed", 1, "HTTP 503"],
    ]);
    expect(damaged).toEqual([]);
    expect(first.key).not.toBe(second.key);
    expect((await stat(outbox.file)).mode & 0o777).toBe(0o600);
    expect((await readFile(outbox.file, "utf8")).trim().split("\n")).toHaveLength(5);
  });

  it("gives identical requests the same key, and any difference a new one", () => {
    expect(requestKey(payloadFor("Samme melding her."))).toBe(requestKey(payloadFor("Samme melding her.")));
    expect(requestKey(payloadFor("Samme melding her."))).not.toBe(requestKey(payloadFor("Samme melding her!")));
  });

  it("reads what another process appended since the last read", async () => {
    const server = createOutbox(dir);
    const cli = createOutbox(dir);
    const entry = await server.record(payloadFor("En melding som venter."));
    expect(await statuses(server)).toEqual(["pending"]);
    await cli.recordResult(entry.id, "delivered");
    expect(await statuses(server)).toEqual(["delivered"]);
  });

  it("cuts a write that fails half-way (disk full) back off, so the next request reads back whole", async () => {
    const outbox = createOutbox(dir, fillingDisk(0));
    const kept = await outbox.record(payloadFor("Kommer fram før disken er full."));
    const full = createOutbox(dir, fillingDisk(1));
    await expect(full.record(payloadFor("Denne får ikke plass."))).rejects.toMatchObject({ code: "ENOSPC" });
    const next = await full.record(payloadFor("Kommer fram etter at det ble plass."));
    const { entries, damaged } = await createOutbox(dir).entries();
    expect(entries.map((entry) => entry.id)).toEqual([kept.id, next.id]);
    expect(damaged).toEqual([]);
  });

  it("starts a record on a line of its own after a line a crash left unfinished, and reports that line", async () => {
    const outbox = createOutbox(dir);
    const before = await outbox.record(payloadFor("Skrevet før krasjet."));
    await appendFile(outbox.file, '{"type":"request","id":"cut-off","rec');
    const after = await createOutbox(dir).record(payloadFor("Skrevet etter krasjet."));
    const { entries, damaged } = await createOutbox(dir).entries();
    expect(entries.map((entry) => entry.id)).toEqual([before.id, after.id]);
    expect(damaged).toEqual([{ line: 2, recovered: false }]);
  });

  it("reports damaged lines to its caller and in one log line each, and reads a whole record that an interrupted one ran into", async () => {
    const outbox = createOutbox(dir);
    expect(await outbox.entries()).toEqual({ entries: [], damaged: [] });
    const payload = payloadFor("Skrevet rett etter en halv linje.");
    const whole = JSON.stringify({ type: "request", id: "joined", receivedAt: "2026-01-01T00:00:00.000Z", payload });
    await writeFile(outbox.file, `not json\n{"type":"request","id":"half${whole}\n{"type":"result"}\n`);
    const reader = createOutbox(dir);
    const { entries, damaged } = await reader.entries();
    expect(entries.map((entry) => [entry.id, entry.key, entry.status])).toEqual([
      ["joined", requestKey(payload), "pending"],
    ]);
    expect(damaged).toEqual([
      { line: 1, recovered: false },
      { line: 2, recovered: true },
      { line: 3, recovered: false },
    ]);
    await reader.entries();
    expect(errorLines()).toEqual(
      damaged.map((damage) => expect.objectContaining({ event: "contact.outbox_damaged", ...damage })),
    );
  });

  it("logs a result it could not write, keeps it in memory, and writes it ahead of the next line", async () => {
    const disk = fillingDisk(0);
    const outbox = createOutbox(dir, disk);
    const entry = await outbox.record(payloadFor("Levert mens disken var full."));
    const full = fillingDisk(1);
    disk.append = full.append;
    await outbox.recordResult(entry.id, "delivered");
    expect(errorLines()).toEqual([expect.objectContaining({ event: "contact.outbox_failed", contactId: entry.id })]);
    expect(await statuses(outbox)).toEqual(["delivered"]);
    expect(await statuses(createOutbox(dir))).toEqual(["pending"]);
    await outbox.record(payloadFor("Neste melding, nå med plass."));
    const reread = await createOutbox(dir).entries();
    expect(reread.entries.map((each) => [each.status, each.attempts])).toEqual([
      ["delivered", 1],
      ["pending", 0],
    ]);
    expect(reread.damaged).toEqual([]);
    expect((await outbox.entries()).entries.map((each) => each.attempts)).toEqual([1, 0]);
  });

  // A DATA_DIR that cannot take them: tests/e2e/http/contact.spec.ts (/readyz).
  it("says DATA_DIR can take requests, making it when missing, however many checks run at once", async () => {
    const outbox = createOutbox(path.join(dir, "new", "data"));
    const checks = await Promise.allSettled(Array.from({ length: 20 }, () => outbox.checkWritable()));
    expect(checks.map((check) => check.status)).toEqual(Array(20).fill("fulfilled"));
  });
});
