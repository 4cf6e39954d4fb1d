import path from "node:path";
import { DatabaseSync } from "node:sqlite";

export type StoredLead = {
  key: string;
  state: "waiting" | "delivered" | "kept";
  attempts: number;
  lastError: string | null;
  payload: Record<string, string>;
};

/** The leads a site keeps in SQLite in its DATA_DIR, oldest first (none before the first is kept). */
export function leadsIn(dataDir: string): StoredLead[] {
  let database: DatabaseSync;
  try {
    database = new DatabaseSync(path.join(dataDir, "leads.sqlite"), { readOnly: true });
  } catch {
    return [];
  }
  try {
    const sql = "SELECT key, state, attempts, last_error AS lastError, payload FROM leads ORDER BY received_at";
    return database
      .prepare(sql)
      .all()
      .map((row) => ({ ...row, payload: JSON.parse(String(row.payload)) }) as StoredLead);
  } finally {
    database.close();
  }
}

/** Moves every lead's arrival in a site's SQLite back by `minutes` (while no site uses the folder). */
export function receivedMinutesAgo(dataDir: string, minutes: number): void {
  const database = new DatabaseSync(path.join(dataDir, "leads.sqlite"));
  try {
    database.prepare("UPDATE leads SET received_at = received_at - ?").run(minutes * 60_000);
  } finally {
    database.close();
  }
}
