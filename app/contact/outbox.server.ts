import { createHash, randomUUID } from "node:crypto";
import { appendFile, mkdir, open, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { siteConfig } from "~/services/config.server";
import { errorMessage, logEvent } from "~/utils/log.server";
import type { ContactPayload } from "./contact-message";

export const OUTBOX_FILE = "contact-outbox.jsonl";

/** A record of the file: a request, or a delivery result of one. */
const lineSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("request"),
    id: z.string(),
    receivedAt: z.string(),
    // Missing from lines written before requests had one: it is derived again from the payload.
    key: z.string().optional(),
    payload: z.custom<ContactPayload>((payload) => typeof payload === "object" && payload !== null),
  }),
  z.object({
    type: z.literal("result"),
    id: z.string(),
    at: z.string(),
    /**
     * "stored": kept in the outbox as the delivery itself (no Supabase configured).
     * "gave_up": not delivered within the retry horizon; someone has to act on it.
     */
    status: z.enum(["delivered", "failed", "stored", "gave_up"]),
    error: z.string().optional(),
  }),
]);
type Line = z.infer<typeof lineSchema>;
type ResultLine = Extract<Line, { type: "result" }>;

export type OutboxEntry = {
  id: string;
  /** Every delivery attempt of this request sends it as its Idempotency-Key. */
  key: string;
  receivedAt: string;
  payload: ContactPayload;
  status: ResultLine["status"] | "pending";
  /** Delivery attempts that ended (delivered or failed). */
  attempts: number;
  lastAttemptAt?: string;
  lastError?: string;
};

/**
 * A line of the file that is not a record (1-based). `recovered`: a whole
 * record followed the damage on the same line and was read.
 */
type DamagedLine = { line: number; recovered: boolean };

/**
 * The file operations the outbox needs, apart so that tests can make a disk
 * fail the way a full or read-only one does.
 */
export const nodeDisk = {
  /** Creates the folder, readable by the server's user only, when it is missing. */
  mkdir: (dir: string) => mkdir(dir, { recursive: true, mode: 0o700 }),
  /** Appends and syncs to disk. On a full disk it may leave part of the bytes behind. */
  append: (file: string, bytes: Uint8Array) => appendFile(file, bytes, { mode: 0o600, flush: true }),
  async truncate(file: string, size: number) {
    const handle = await open(file, "r+");
    await handle
      .truncate(size)
      .then(() => handle.sync())
      .finally(() => handle.close());
  },
  /** The bytes from `offset` to the end and the file's size, or null when there is no file. */
  async readFrom(file: string, offset: number): Promise<{ size: number; bytes: Buffer } | null> {
    const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const { size } = await handle.stat();
      // One read: a regular file gives all the bytes asked for that it has.
      const bytes = Buffer.alloc(Math.max(0, size - offset));
      const { bytesRead } = await handle.read(bytes, 0, bytes.length, offset);
      return { size, bytes: bytes.subarray(0, bytesRead) };
    } finally {
      await handle.close();
    }
  },
  /** Throws unless the file can be opened for appending and a new file next to it written. */
  async probe(file: string) {
    await (await open(file, "a", 0o600)).close();
    // Opening succeeds on a full disk; writing does not.
    const probe = `${file}.probe`;
    await writeFile(probe, "ok", { mode: 0o600 });
    await unlink(probe);
  },
};

export type OutboxDisk = typeof nodeDisk;

/**
 * The identity of a request: the same content gives the same key, so a
 * visitor who sends an identical request again is recognised, and the
 * function can tell a repeated attempt from a new request.
 */
export function requestKey(payload: ContactPayload): string {
  const { name, email, phone, company, message, to, subject, intent, fromEmail } = payload;
  const fields = [name, email, phone, company, message, to, subject, intent, fromEmail];
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex");
}

function parseLine(raw: string): Line | null {
  try {
    return lineSchema.safeParse(JSON.parse(raw)).data ?? null;
  } catch {
    return null;
  }
}

// Where a new record starts on a line: a line that cannot be read whole may
// still end with a complete record that an interrupted write ran into.
const RECORD_START = '{"type":';

function salvage(raw: string): Line | null {
  for (let at = raw.indexOf(RECORD_START, 1); at > 0; at = raw.indexOf(RECORD_START, at + 1)) {
    const line = parseLine(raw.slice(at));
    if (line) return line;
  }
  return null;
}

/** What the lines read so far say, and how far into the file they go. */
type Parsed = { offset: number; lines: number; entries: Map<string, OutboxEntry>; damaged: DamagedLine[] };

const nothingParsed = (): Parsed => ({ offset: 0, lines: 0, entries: new Map(), damaged: [] });

/** Folds a line into the entries: a request starts one, a result updates its request's. */
function applyLine(entries: Map<string, OutboxEntry>, line: Line): void {
  if (line.type === "request") {
    const { id, key, receivedAt, payload } = line;
    entries.set(id, { id, key: key ?? requestKey(payload), receivedAt, payload, status: "pending", attempts: 0 });
    return;
  }
  const entry = entries.get(line.id);
  if (!entry) return;
  const attempted = line.status === "delivered" || line.status === "failed";
  entries.set(line.id, {
    ...entry,
    status: line.status,
    attempts: entry.attempts + (attempted ? 1 : 0),
    ...(attempted ? { lastAttemptAt: line.at, lastError: line.error } : {}),
  });
}

/**
 * An append-only JSON-lines file in DATA_DIR: every accepted request is
 * written (and synced to disk) before delivery is tried, then each delivery
 * result is appended. Readable by the server's user only: it holds personal data.
 *
 * A write is all or nothing: one that fails part-way is cut off again, and a
 * record always starts on a line of its own, so a damaged line never takes a
 * whole record with it. Damaged lines are reported to the reader and logged
 * (once each), never skipped silently.
 * A result that cannot be written is kept in memory (this process still knows
 * it) and written ahead of the next line that can be.
 */
export function createOutbox(dataDir: string, disk: OutboxDisk = nodeDisk) {
  const file = path.join(dataDir, OUTBOX_FILE);
  let parsed = nothingParsed();
  let unwritten: ResultLine[] = [];
  // One file operation at a time in this process: an append measures the
  // file before it writes, and cuts it back to that size when the write fails.
  let queue: Promise<unknown> = Promise.resolve();
  function serial<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  function append(line: Line): Promise<void> {
    return serial(async () => {
      await disk.mkdir(dataDir);
      const size = (await disk.readFrom(file, Number.MAX_SAFE_INTEGER))?.size ?? 0;
      // A file that does not end with a newline (a write cut short) gets one first: a record starts a line.
      const last = size ? await disk.readFrom(file, size - 1) : null;
      const newline = last && last.bytes.at(-1) !== 0x0a ? "\n" : "";
      const text = `${newline}${[...unwritten, line].map((each) => `${JSON.stringify(each)}\n`).join("")}`;
      try {
        await disk.append(file, Buffer.from(text, "utf8"));
      } catch (error) {
        // If this fails too, the part left behind is reported as a damaged line.
        await disk.truncate(file, size).catch(() => undefined);
        if (line.type === "result") unwritten = [...unwritten, line];
        throw error;
      }
      unwritten = [];
    });
  }

  /**
   * Reads what was appended since the last read (the whole file if it got shorter: replaced or
   * cut). Returns the last line when it is not finished yet.
   */
  async function load(): Promise<DamagedLine[]> {
    let tail = await disk.readFrom(file, parsed.offset);
    if (!tail || tail.size < parsed.offset) {
      parsed = nothingParsed();
      tail = tail && (await disk.readFrom(file, 0));
    }
    if (!tail) return [];
    const end = tail.bytes.lastIndexOf(0x0a) + 1;
    for (const raw of tail.bytes.subarray(0, end).toString("utf8").split("\n").slice(0, -1)) {
      parsed.lines += 1;
      if (!raw.trim()) continue;
      const line = parseLine(raw);
      if (line) {
        applyLine(parsed.entries, line);
        continue;
      }
      const recovered = salvage(raw);
      if (recovered) applyLine(parsed.entries, recovered);
      const damage = { line: parsed.lines, recovered: Boolean(recovered) };
      parsed.damaged.push(damage);
      // Once per line: each line is parsed once (unless the file is replaced).
      logEvent("error", "contact.outbox_damaged", { file, ...damage });
    }
    parsed.offset += end;
    // A last line without its newline: a write cut short (by a crash) or still under way elsewhere.
    return end < tail.bytes.length ? [{ line: parsed.lines + 1, recovered: false }] : [];
  }

  return {
    dataDir,
    file,
    /** Stores a request durably and returns it as the file holds it. */
    async record(payload: ContactPayload) {
      const line = {
        type: "request" as const,
        id: randomUUID(),
        receivedAt: new Date().toISOString(),
        key: requestKey(payload),
        payload,
      };
      await append(line);
      return line;
    },
    /** Appends a delivery result. One that cannot be written is logged, never thrown: this process still knows it. */
    async recordResult(id: string, status: ResultLine["status"], error?: string): Promise<void> {
      await append({ type: "result", id, at: new Date().toISOString(), status, error }).catch((failure) =>
        logEvent("error", "contact.outbox_failed", { contactId: id, error: errorMessage(failure) }),
      );
    },
    /** Every request with its latest delivery state, oldest first, and the lines that could not be read. */
    entries(): Promise<{ entries: OutboxEntry[]; damaged: DamagedLine[] }> {
      return serial(async () => {
        const unfinished = await load();
        const entries = new Map(parsed.entries);
        for (const result of unwritten) applyLine(entries, result);
        return { entries: [...entries.values()], damaged: [...parsed.damaged, ...unfinished] };
      });
    },
    /**
     * Throws unless requests can be stored now: DATA_DIR exists or can be made, and takes a write.
     * In turn with the other file operations: two checks at once would share one probe file.
     */
    checkWritable(): Promise<void> {
      return serial(async () => {
        await disk.mkdir(dataDir);
        await disk.probe(file);
      });
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** The server's outbox (and `npm run outbox`'s): one per process, so its writes never overlap. */
export const contactOutbox = createOutbox(siteConfig.dataDir);
