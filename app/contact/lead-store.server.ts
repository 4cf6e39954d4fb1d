import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { logEvent } from "~/utils/log.server";
import { type ContactPayload, leadFingerprint } from "./contact-message";

/** The database in DATA_DIR that keeps contact requests (leads) until they are delivered. */
const LEADS_DATABASE = "leads.sqlite";

/**
 * waiting: to be delivered through send-contact-email (or, with Redis, moved to its queue);
 * delivered: done, kept a day so that an identical resubmission is recognised;
 * kept: without Supabase the store is the delivery: kept until removed with `npm run outbox`.
 */
type LeadState = "waiting" | "delivered" | "kept";

type Lead = {
  /** The idempotency key: every delivery attempt sends it, and an identical request has the same one. */
  key: string;
  receivedAt: number;
  payload: ContactPayload;
  state: LeadState;
  attempts: number;
  lastError: string | null;
};

/** A delivered lead stays this long, then leaves the store. */
export const DELIVERED_KEPT_MS = 24 * 60 * 60_000;

/** A lead as SQLite gives it back: the payload is still JSON. */
const LEAD_COLUMNS = "key, received_at AS receivedAt, payload, state, attempts, last_error AS lastError";
const toLeads = (rows: unknown[]): Lead[] =>
  (rows as (Omit<Lead, "payload"> & { payload: string })[]).map((row) => ({
    ...row,
    payload: JSON.parse(row.payload),
  }));

// WAL with synchronous NORMAL: a commit survives the process dying (SIGKILL) and costs no fsync
// on the event loop; an OS crash or power loss may take the last moments back, as Redis's
// appendfsync everysec does.
const SCHEMA = `
  PRAGMA journal_mode = WAL;
  PRAGMA synchronous = NORMAL;
  CREATE TABLE IF NOT EXISTS leads (
    key TEXT PRIMARY KEY,
    fingerprint TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    payload TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('waiting', 'delivered', 'kept')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    settled_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS leads_by_state ON leads (state, next_attempt_at);
  CREATE INDEX IF NOT EXISTS leads_by_fingerprint ON leads (fingerprint, state);
`;

/**
 * The file of versions before leads had a database (up to issue 33). Their import went with issue 34:
 * a DATA_DIR still holding one is reported, and needs that release once to move its leads.
 */
const OUTBOX_FILE = "contact-outbox.jsonl";

/** Inserts a lead unless its key is there, or the same request waits or is kept. */
function insertLead(db: DatabaseSync, key: string, payload: ContactPayload, state: LeadState) {
  const fingerprint = leadFingerprint(payload);
  const sql = `INSERT INTO leads (key, fingerprint, received_at, payload, state)
    SELECT ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM leads WHERE fingerprint = ? AND state != 'delivered')
    ON CONFLICT (key) DO NOTHING`;
  return db.prepare(sql).run(key, fingerprint, Date.now(), JSON.stringify(payload), state, fingerprint).changes === 1;
}

/**
 * Leads in SQLite (Node's node:sqlite) in DATA_DIR: one table, the idempotency key as its
 * primary key, WAL, every change one committed statement. The server and `npm run outbox`
 * may use it at the same time (SQLite's own locking). Opened on
 * first use, so a DATA_DIR that is fixed while the server runs is taken up then.
 */
export function createLeadStore(dataDir: string) {
  let database: DatabaseSync | undefined;

  function open(): DatabaseSync {
    if (database) return database;
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // A write waits at most a second for another process (npm run outbox): the event loop waits with it.
    const opened = new DatabaseSync(path.join(dataDir, LEADS_DATABASE), { timeout: 1_000 });
    try {
      opened.exec(SCHEMA);
      const oldFile = path.join(dataDir, OUTBOX_FILE);
      if (existsSync(oldFile)) logEvent("error", "contact.outbox_file_ignored", { file: oldFile });
    } catch (error) {
      opened.close();
      throw error;
    }
    database = opened;
    return opened;
  }

  const statement = (sql: string) => open().prepare(sql);

  return {
    dataDir,
    /** Whether DATA_DIR holds a store: `npm run outbox` makes none. */
    exists: () => existsSync(path.join(dataDir, LEADS_DATABASE)),
    /** Opens the store: throws when DATA_DIR cannot hold it. */
    open: () => void open(),
    /**
     * Commits a lead; false when it is there already (nothing changes then): one with its key,
     * or the same request still waiting or kept.
     */
    add: (key: string, payload: ContactPayload, state: "waiting" | "kept") => insertLead(open(), key, payload, state),
    /** How many leads wait, and the oldest one's arrival. */
    waiting() {
      const sql = "SELECT count(*) AS count, min(received_at) AS oldest FROM leads WHERE state = 'waiting'";
      return statement(sql).get() as { count: number; oldest: number | null };
    },
    /**
     * Waiting leads due now, each held for `holdMs` (their next attempt moved on), so that
     * another process looking meanwhile leaves them alone. One statement: SQLite's write lock.
     */
    claimDue(limit: number, holdMs: number): Lead[] {
      const now = Date.now();
      const sql = `UPDATE leads SET next_attempt_at = ? WHERE key IN (
          SELECT key FROM leads WHERE state = 'waiting' AND next_attempt_at <= ? ORDER BY received_at LIMIT ?)
        RETURNING ${LEAD_COLUMNS}`;
      return toLeads(statement(sql).all(now + holdMs, now, limit));
    },
    delivered(key: string) {
      const sql = "UPDATE leads SET state = 'delivered', attempts = attempts + 1, last_error = NULL, settled_at = ?";
      statement(`${sql} WHERE key = ?`).run(Date.now(), key);
    },
    failed(key: string, error: string, retryInMs: number) {
      const sql = "UPDATE leads SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?";
      statement(`${sql} WHERE key = ? AND state = 'waiting'`).run(error, Date.now() + retryInMs, key);
    },
    /** Every waiting lead is due now (at start, and `npm run outbox -- --retry`). */
    makeDue: () => statement("UPDATE leads SET next_attempt_at = 0 WHERE state = 'waiting'").run().changes,
    /** Delivered leads older than DELIVERED_KEPT_MS leave the store. */
    forgetDelivered: () =>
      statement("DELETE FROM leads WHERE state = 'delivered' AND settled_at < ?").run(Date.now() - DELIVERED_KEPT_MS)
        .changes,
    /** Waiting and kept leads, oldest first. */
    list: () =>
      toLeads(statement(`SELECT ${LEAD_COLUMNS} FROM leads WHERE state != 'delivered' ORDER BY received_at`).all()),
    get: (key: string) => toLeads(statement(`SELECT ${LEAD_COLUMNS} FROM leads WHERE key = ?`).all(key))[0],
    remove: (key: string) => statement("DELETE FROM leads WHERE key = ?").run(key).changes === 1,
    close() {
      database?.close();
      database = undefined;
    },
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;
