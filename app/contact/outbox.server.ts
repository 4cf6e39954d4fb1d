import { createHash, randomUUID } from "node:crypto";
import { appendFile, mkdir, open, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { siteConfig } from "~/services/config.server";
import { errorMessage, logEvent } from "~/utils/log.server";
import type { ContactPayload } from "./contact-message";

export const OUTBOX_FILE = "contact-outbox.jsonl";

const STATUSES = ["delivered", "failed", "stored", "gave_up"] as const;

/** A record of the file: a request, or a delivery result of one. */
type Line =
  | {
      type: "request";
      id: string;
      receivedAt: string;
      // Missing from lines written before requests had one: it is derived again from the payload.
      key?: string;
      payload: ContactPayload;
    }
  | {
      type: "result";
      id: string;
      at: string;
      /**
       * "stored": kept in the outbox as the delivery itself (no Supabase configured).
       * "gave_up": not delivered within the retry horizon; someone has to act on it.
       */
      status: (typeof STATUSES)[number];
      error?: string;
    };
type ResultLine = Extract<Line, { type: "result" }>;

const isText = (value: unknown) => typeof value === "string";
const isOptionalText = (value: unknown) => value === undefined || isText(value);

/**
 * Whether a parsed line has a record's shape. By hand, not with a zod schema: zod allocates
 * several times more per line, and reading 15,000 requests through it left the process about
 * 70 MB larger (against 10 MB), as V8 keeps the heap it grew to.
 */
function isLine(value: Record<string, unknown>): value is Line {
  if (!isText(value.id)) return false;
  if (value.type === "request") {
    const { receivedAt, key, payload } = value;
    return isText(receivedAt) && isOptionalText(key) && typeof payload === "object" && payload !== null;
  }
  return (
    value.type === "result" &&
    isText(value.at) &&
    isOptionalText(value.error) &&
    STATUSES.includes(value.status as never)
  );
}

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

/** Lock files this process holds: a lock naming this process's id is not stale while it is here. */
const heldHere = new Set<string>();

/** Whether a process with this id is running (one of another user counts too). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Creates the lock file (only if there is none) with this process's id in it. A lock whose
 * process is no longer running (a crash, or a restart that reused the id) is stale: taken over once.
 */
async function takeLock(lockFile: string, takeOver = true): Promise<boolean> {
  try {
    await writeFile(lockFile, String(process.pid), { flag: "wx", mode: 0o600 });
    heldHere.add(lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST" || !takeOver) throw error;
  }
  const holder = Number(await readFile(lockFile, "utf8").catch(() => ""));
  const ownStale = holder === process.pid && !heldHere.has(lockFile);
  if (holder && running(holder) && !ownStale) return false;
  await unlink(lockFile).catch(() => undefined);
  return takeLock(lockFile, false).catch(() => false);
}

async function releaseLock(lockFile: string): Promise<void> {
  heldHere.delete(lockFile);
  await unlink(lockFile);
}

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
  /** Up to `length` bytes from `offset` on (to the end unless told) and the file's size, or null when there is no file. */
  async readFrom(
    file: string,
    offset: number,
    length = Number.MAX_SAFE_INTEGER,
  ): Promise<{ size: number; bytes: Buffer } | null> {
    const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const { size } = await handle.stat();
      // One read: a regular file gives all the bytes asked for that it has.
      const bytes = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
      const { bytesRead } = await handle.read(bytes, 0, bytes.length, offset);
      return { size, bytes: bytes.subarray(0, bytesRead) };
    } finally {
      await handle.close();
    }
  },
  /**
   * Replaces the file with what `fill` writes, atomically: into a new file next to it, synced,
   * renamed over it (atomic on POSIX), then the folder synced so that the rename survives a crash.
   * A crash before the rename leaves the old file as it was (and a stray new one, overwritten next time).
   */
  async replace(file: string, fill: (write: (bytes: Uint8Array) => Promise<void>) => Promise<void>) {
    const next = `${file}.compacting`;
    const handle = await open(next, "w", 0o600);
    try {
      await fill((bytes) => handle.writeFile(bytes));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(next, file);
    const folder = await open(path.dirname(file), "r");
    await folder.sync().finally(() => folder.close());
  },
  lock: (lockFile: string) => takeLock(lockFile),
  unlock: releaseLock,
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
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    return typeof value === "object" && value !== null && isLine(value) ? value : null;
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

/** The request's latest state when it is no longer waiting: the duplicate check needs no more of it. */
export type Settled = Pick<OutboxEntry, "id" | "key" | "receivedAt"> & { status: "delivered" | "stored" };

/**
 * What the lines read so far say, and how far into the file they go. Only what still waits
 * (pending, failed, given up) is kept whole; of the last day's requests the key, the date and,
 * once settled, the status (the duplicate check); of the rest only the ids of delivered ones
 * that compaction may drop from the file. So memory stays flat however long the file's history.
 */
type Parsed = {
  offset: number;
  lines: number;
  waiting: Map<string, OutboxEntry>;
  /** By key, the latest request received within GIVE_UP_AFTER_MS, in the order received. */
  recent: Map<string, Pick<OutboxEntry, "id" | "receivedAt"> & { settled?: Settled["status"] }>;
  /** Delivered requests past GIVE_UP_AFTER_MS: their lines leave the file at the next compaction. */
  droppable: Set<string>;
  damaged: DamagedLine[];
};

const nothingParsed = (): Parsed => ({
  offset: 0,
  lines: 0,
  waiting: new Map(),
  recent: new Map(),
  droppable: new Set(),
  damaged: [],
});

/** A request not delivered this long after it was received is given up; the duplicate check looks back as far. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

const isRecent = (receivedAt: string) => Date.now() - Date.parse(receivedAt) < GIVE_UP_AFTER_MS;

/** A result line applied to the entry it belongs to. */
function withResult(entry: OutboxEntry, line: ResultLine): OutboxEntry {
  const attempted = line.status === "delivered" || line.status === "failed";
  return {
    ...entry,
    status: line.status,
    attempts: entry.attempts + (attempted ? 1 : 0),
    ...(attempted ? { lastAttemptAt: line.at, lastError: line.error } : {}),
  };
}

/** Folds a line into what is kept: a request starts an entry, a result updates it (and settles it: out of memory). */
function applyLine(parsed: Parsed, line: Line): void {
  if (line.type === "request") {
    const { id, receivedAt, payload } = line;
    const key = line.key ?? requestKey(payload);
    parsed.waiting.set(id, { id, key, receivedAt, payload, status: "pending", attempts: 0 });
    if (!isRecent(receivedAt)) return;
    // Moved to the end: the map stays in the order received, so pruning stops at the first recent one.
    parsed.recent.delete(key);
    parsed.recent.set(key, { id, receivedAt });
    return;
  }
  const entry = parsed.waiting.get(line.id);
  if (!entry) return;
  if (line.status !== "delivered" && line.status !== "stored") {
    parsed.waiting.set(line.id, withResult(entry, line));
    return;
  }
  parsed.waiting.delete(line.id);
  const recent = parsed.recent.get(entry.key);
  if (recent?.id === line.id) recent.settled = line.status;
  // Stored requests are the delivery itself (no Supabase): they stay in the file.
  else if (line.status === "delivered") parsed.droppable.add(line.id);
}

/** Forgets the keys of requests received longer ago than GIVE_UP_AFTER_MS. */
function prune(parsed: Parsed): void {
  for (const [key, { id, receivedAt, settled }] of parsed.recent) {
    if (isRecent(receivedAt)) return;
    parsed.recent.delete(key);
    if (settled === "delivered") parsed.droppable.add(id);
  }
}

/** Bytes read at a time: the file is never held in memory whole. */
const CHUNK_BYTES = 1 << 16;

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
 * Compaction rewrites the file without the delivered requests older than GIVE_UP_AFTER_MS.
 */
export function createOutbox(dataDir: string, disk: OutboxDisk = nodeDisk) {
  const file = path.join(dataDir, OUTBOX_FILE);
  const lockFile = `${file}.lock`;
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
      const size = (await disk.readFrom(file, 0, 0))?.size ?? 0;
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
   * Hands the whole lines between `from` and `to` to `each`, a chunk at a time. Returns where
   * the last whole line ends and the file's size, or null when there is no file.
   */
  async function readLines(from: number, to: number, each: (lines: string[]) => unknown) {
    let end = from;
    let length = CHUNK_BYTES;
    for (;;) {
      const read = await disk.readFrom(file, end, Math.min(length, to - end));
      if (!read) return null;
      const whole = read.bytes.lastIndexOf(0x0a) + 1;
      const more = end + read.bytes.length < Math.min(read.size, to);
      // A line longer than a chunk: read more of it at once.
      length = whole || !more ? CHUNK_BYTES : length * 2;
      await each(read.bytes.subarray(0, whole).toString("utf8").split("\n").slice(0, -1));
      end += whole;
      if (!more) return { end, size: read.size };
    }
  }

  /**
   * Reads what was appended since the last read (the whole file if it got shorter: replaced or
   * cut). Returns the last line when it is not finished yet.
   */
  async function load(): Promise<DamagedLine[]> {
    const head = await disk.readFrom(file, 0, 0);
    if (!head || head.size < parsed.offset) parsed = nothingParsed();
    const read = await readLines(parsed.offset, Number.MAX_SAFE_INTEGER, (lines) => {
      for (const raw of lines) {
        parsed.lines += 1;
        if (!raw.trim()) continue;
        const line = parseLine(raw);
        if (line) {
          applyLine(parsed, line);
          continue;
        }
        const recovered = salvage(raw);
        if (recovered) applyLine(parsed, recovered);
        const damage = { line: parsed.lines, recovered: Boolean(recovered) };
        parsed.damaged.push(damage);
        // Once per line: each line is parsed once (unless the file is replaced by another process).
        logEvent("error", "contact.outbox_damaged", { file, ...damage });
      }
    });
    prune(parsed);
    if (!read) return [];
    parsed.offset = read.end;
    // A last line without its newline: a write cut short (by a crash) or still under way elsewhere.
    return read.end < read.size ? [{ line: parsed.lines + 1, recovered: false }] : [];
  }

  /** The waiting entries with the results this process could not write yet. */
  function current(): Map<string, OutboxEntry> {
    const entries = new Map(parsed.waiting);
    for (const result of unwritten) {
      const entry = entries.get(result.id);
      if (entry) entries.set(result.id, withResult(entry, result));
    }
    return entries;
  }

  /**
   * Runs `task` holding the lock file that `npm run outbox` and compaction share, or returns
   * false without running it while another process holds it. A lock whose process is gone is stale.
   */
  async function exclusive(task: () => Promise<unknown>): Promise<boolean> {
    await disk.mkdir(dataDir);
    if (!(await disk.lock(lockFile))) return false;
    try {
      await task();
      return true;
    } finally {
      await disk.unlock(lockFile);
    }
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
    /** The requests still waiting (pending, failed, given up), oldest first, and the lines that could not be read. */
    entries(): Promise<{ entries: OutboxEntry[]; damaged: DamagedLine[] }> {
      return serial(async () => {
        const unfinished = await load();
        const entries = [...current().values()].filter((entry) => !["delivered", "stored"].includes(entry.status));
        return { entries, damaged: [...parsed.damaged, ...unfinished] };
      });
    },
    /** The latest request with this key received within GIVE_UP_AFTER_MS, if any: the duplicate check. */
    earlier(key: string): Promise<OutboxEntry | Settled | undefined> {
      return serial(async () => {
        await load();
        const recent = parsed.recent.get(key);
        if (!recent) return undefined;
        const { id, receivedAt, settled } = recent;
        return current().get(id) ?? (settled && { id, key, receivedAt, status: settled });
      });
    },
    /**
     * Rewrites the file without the delivered requests older than GIVE_UP_AFTER_MS, when there are any
     * and `npm run outbox` is not running (it holds the lock). Atomic: the surviving lines go to a
     * new file that replaces the old one only once it is whole on disk, so a crash at any point
     * leaves one file or the other. Damaged lines, and what was appended since the last read,
     * are kept as they are.
     */
    compact(): Promise<boolean> {
      return serial(async () => {
        await load();
        if (!parsed.droppable.size) return false;
        const { droppable, damaged, offset } = parsed;
        const damagedAt = new Map(damaged.map((damage) => [damage.line, damage]));
        let read = 0;
        const kept = { lines: 0, bytes: 0, damaged: [] as DamagedLine[] };
        const done = await exclusive(() =>
          disk.replace(file, async (write) => {
            await readLines(0, offset, (lines) => {
              const text = lines
                .filter((raw) => {
                  const damage = damagedAt.get(++read);
                  if (!damage && droppable.has(parseLine(raw)?.id ?? "")) return false;
                  kept.lines += 1;
                  if (damage) kept.damaged.push({ ...damage, line: kept.lines });
                  return true;
                })
                .map((raw) => `${raw}\n`)
                .join("");
              kept.bytes += Buffer.byteLength(text);
              return write(Buffer.from(text, "utf8"));
            });
            const rest = await disk.readFrom(file, offset);
            if (rest?.bytes.length) await write(rest.bytes);
          }),
        );
        if (!done) {
          logEvent("info", "contact.outbox_compaction_deferred", { reason: "npm run outbox is running" });
          return false;
        }
        Object.assign(parsed, { offset: kept.bytes, lines: kept.lines, damaged: kept.damaged, droppable: new Set() });
        logEvent("info", "contact.outbox_compacted", { dropped: droppable.size, lines: kept.lines });
        return true;
      });
    },
    exclusive,
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
