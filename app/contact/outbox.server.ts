import { randomUUID } from "node:crypto";
import { mkdir, open, readFile } from "node:fs/promises";
import path from "node:path";
import type { ContactPayload } from "./contact-message";

export const OUTBOX_FILE = "contact-outbox.jsonl";

/** "stored": kept in the outbox as the delivery itself (no Supabase configured). */
export type DeliveryStatus = "pending" | "delivered" | "failed" | "stored";

type RequestLine = { type: "request"; id: string; receivedAt: string; payload: ContactPayload };
type ResultLine = {
  type: "result";
  id: string;
  at: string;
  status: Exclude<DeliveryStatus, "pending">;
  error?: string;
};

export type OutboxEntry = {
  id: string;
  receivedAt: string;
  payload: ContactPayload;
  status: DeliveryStatus;
  attempts: number;
  lastError?: string;
};

/**
 * An append-only JSON-lines file in DATA_DIR: every accepted request is
 * written (and synced to disk) before delivery is tried, then each delivery
 * result is appended. Readable by the server's user only: it holds personal data.
 */
export function createOutbox(dataDir: string) {
  const file = path.join(dataDir, OUTBOX_FILE);

  async function append(line: RequestLine | ResultLine): Promise<void> {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    const handle = await open(file, "a", 0o600);
    try {
      await handle.appendFile(`${JSON.stringify(line)}\n`, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  return {
    file,
    /** Stores a request durably and returns its id. */
    async record(payload: ContactPayload): Promise<string> {
      const id = randomUUID();
      await append({ type: "request", id, receivedAt: new Date().toISOString(), payload });
      return id;
    },
    async recordResult(id: string, status: ResultLine["status"], error?: string): Promise<void> {
      await append({ type: "result", id, at: new Date().toISOString(), status, ...(error ? { error } : {}) });
    },
    /** Every request with its latest delivery state, oldest first. A damaged line is skipped. */
    async entries(): Promise<OutboxEntry[]> {
      let text: string;
      try {
        text = await readFile(file, "utf8");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const entries = new Map<string, OutboxEntry>();
      for (const raw of text.split("\n")) {
        if (!raw.trim()) continue;
        let line: RequestLine | ResultLine;
        try {
          line = JSON.parse(raw);
        } catch {
          continue;
        }
        if (line.type === "request") {
          entries.set(line.id, {
            id: line.id,
            receivedAt: line.receivedAt,
            payload: line.payload,
            status: "pending",
            attempts: 0,
          });
        } else {
          const entry = entries.get(line.id);
          if (!entry) continue;
          entry.status = line.status;
          entry.attempts += line.status === "stored" ? 0 : 1;
          entry.lastError = line.error;
        }
      }
      return [...entries.values()];
    },
  };
}
