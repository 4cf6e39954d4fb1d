import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactPayload } from "~/contact/contact-message";
import { createOutbox, nodeDisk, type Outbox, type OutboxDisk, requestKey } from "~/contact/outbox.server";

const addresses = { salesEmail: "salg@example.com", businessSalesEmail: "bedrift@example.com" };
const payloadFor = (message: string) =>
  contactPayload({ name: "Kari Nordmann", email: "kari@example.no", message, intent: "demo" }, addresses);

const pick = ({ id, key, receivedAt }: { id: string; key: string; receivedAt: string }) => ({ id, key, receivedAt });
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
      [second.id, requestKey(second.payload), "failed", 1, "HTTP 503"],
    ]);
    expect(await outbox.earlier(first.key)).toEqual({ ...pick(first), status: "delivered" });
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
    expect(await statuses(server)).toEqual([]);
    expect((await server.earlier(entry.key))?.status).toBe("delivered");
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
    expect((await outbox.earlier(entry.key))?.status).toBe("delivered");
    expect(await statuses(createOutbox(dir))).toEqual(["pending"]);
    const next = await outbox.record(payloadFor("Neste melding, nå med plass."));
    const reader = createOutbox(dir);
    expect(await reader.entries()).toEqual({ entries: [expect.objectContaining({ id: next.id })], damaged: [] });
    expect((await reader.earlier(entry.key))?.status).toBe("delivered");
    expect(await statuses(outbox)).toEqual(["pending"]);
  });

  describe("compaction", () => {
    const DAY = 24 * 60 * 60_000;
    const idsInFile = async (file: string) =>
      (await readFile(file, "utf8"))
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line).id);
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-03-02T08:00:00.000Z"));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A request of each state, received now. */
    async function oneOfEach(outbox: Outbox) {
      const pending = await outbox.record(payloadFor("Venter fortsatt."));
      const failed = await outbox.record(payloadFor("Feilet en gang."));
      await outbox.recordResult(failed.id, "failed", "HTTP 500");
      const gaveUp = await outbox.record(payloadFor("Gitt opp."));
      await outbox.recordResult(gaveUp.id, "failed", "HTTP 503");
      await outbox.recordResult(gaveUp.id, "gave_up");
      const delivered = await outbox.record(payloadFor("Levert."));
      await outbox.recordResult(delivered.id, "failed", "HTTP 500");
      await outbox.recordResult(delivered.id, "delivered");
      return { pending, failed, gaveUp, delivered };
    }

    it("drops delivered requests older than a day and keeps every waiting one as it was, and the last day's", async () => {
      const outbox = createOutbox(dir);
      const old = await oneOfEach(outbox);
      vi.setSystemTime(Date.now() + DAY + 1);
      const young = await outbox.record(payloadFor("Levert i dag."));
      await outbox.recordResult(young.id, "delivered");
      const before = await createOutbox(dir).entries();
      expect(await outbox.compact()).toBe(true);
      const { pending, failed, gaveUp } = old;
      const lines = [pending, failed, failed, gaveUp, gaveUp, gaveUp, young, young].map((entry) => entry.id);
      expect(await idsInFile(outbox.file)).toEqual(lines);
      expect(before.entries.map((entry) => entry.status)).toEqual(["pending", "failed", "gave_up"]);
      // The outbox that compacted, and one that reads the new file afresh, see the same.
      expect(await outbox.entries()).toEqual(before);
      expect(await createOutbox(dir).entries()).toEqual(before);
      expect((await outbox.earlier(young.key))?.status).toBe("delivered");
      expect(await outbox.earlier(old.delivered.key)).toBeUndefined();
      // What follows is appended to the new file and read in its place.
      const next = await outbox.record(payloadFor("Etter komprimeringen."));
      expect((await outbox.entries()).entries.at(-1)?.id).toBe(next.id);
      expect((await createOutbox(dir).entries()).damaged).toEqual([]);
      expect(await outbox.compact()).toBe(false);
    });

    it("leaves stored requests (no Supabase: they are the delivery) in the file but not in memory after a day", async () => {
      const outbox = createOutbox(dir);
      const stored = await outbox.record(payloadFor("Lagret som leveransen."));
      await outbox.recordResult(stored.id, "stored");
      expect((await outbox.earlier(stored.key))?.status).toBe("stored");
      vi.setSystemTime(Date.now() + DAY + 1);
      expect(await outbox.earlier(stored.key)).toBeUndefined();
      expect((await outbox.entries()).entries).toEqual([]);
      await outbox.compact();
      expect(await idsInFile(outbox.file)).toEqual([stored.id, stored.id]);
    });

    it("recognises a request sent again within a day, after a restart and a compaction too", async () => {
      const outbox = createOutbox(dir);
      const sent = await outbox.record(payloadFor("Sendt to ganger."));
      await outbox.recordResult(sent.id, "delivered");
      vi.setSystemTime(Date.now() + DAY - 60_000);
      const restarted = createOutbox(dir);
      await restarted.compact();
      expect(await restarted.earlier(sent.key)).toEqual({ ...pick(sent), status: "delivered" });
      vi.setSystemTime(Date.now() + 60_000);
      expect(await restarted.earlier(sent.key)).toBeUndefined();
    });

    it("loses nothing when it stops after writing the new file but before it replaces the old one", async () => {
      const crashing: OutboxDisk = {
        ...nodeDisk,
        replace: (file, fill) =>
          nodeDisk.replace(file, async (write) => {
            await fill(write);
            throw new Error("killed");
          }),
      };
      const outbox = createOutbox(dir, crashing);
      await oneOfEach(outbox);
      vi.setSystemTime(Date.now() + DAY + 1);
      const before = await readFile(outbox.file, "utf8");
      await expect(outbox.compact()).rejects.toThrow("killed");
      expect(await readFile(outbox.file, "utf8")).toBe(before);
      // The next process (or the next try) compacts over what the stopped one left.
      const next = createOutbox(dir);
      expect(await next.compact()).toBe(true);
      expect((await next.entries()).entries.map((entry) => entry.status)).toEqual(["pending", "failed", "gave_up"]);
      expect(await idsInFile(outbox.file)).toHaveLength(6);
    });

    it("never runs while npm run outbox holds the lock, and takes over a lock its process left behind", async () => {
      const cli = createOutbox(dir);
      const server = createOutbox(dir);
      await oneOfEach(server);
      vi.setSystemTime(Date.now() + DAY + 1);
      const before = await readFile(server.file, "utf8");
      expect(await cli.exclusive(async () => expect(await server.compact()).toBe(false))).toBe(true);
      expect(await readFile(server.file, "utf8")).toBe(before);
      // A process id that is not running: the lock of a process that ended without removing it.
      await writeFile(`${server.file}.lock`, "4194305");
      expect(await server.compact()).toBe(true);
      await expect(stat(`${server.file}.lock`)).rejects.toMatchObject({ code: "ENOENT" });
    });
  });

  // A DATA_DIR that cannot take them: tests/e2e/http/contact.spec.ts (/readyz).
  it("says DATA_DIR can take requests, making it when missing, however many checks run at once", async () => {
    const outbox = createOutbox(path.join(dir, "new", "data"));
    const checks = await Promise.allSettled(Array.from({ length: 20 }, () => outbox.checkWritable()));
    expect(checks.map((check) => check.status)).toEqual(Array(20).fill("fulfilled"));
  });
});
