/**
 * Writes one JSON object per line, so log collectors can parse what the server says. Stateless:
 * the HTTP server (server/index.ts) writes its own lines with it.
 */
export function writeLogLine(level: "info" | "warn" | "error", event: string, fields: Record<string, unknown>): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  console[level === "info" ? "log" : level](line);
}
