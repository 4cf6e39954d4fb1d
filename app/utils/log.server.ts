import { requestScope } from "./request-context.server";

/** One JSON object per line, so log collectors can parse what the server says. */
export function logEvent(level: "info" | "warn" | "error", event: string, fields: Record<string, unknown> = {}): void {
  const requestId = requestScope.getStore()?.requestId;
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    event,
    ...(requestId ? { requestId } : {}),
    ...fields,
  });
  console[level === "info" ? "log" : level](line);
}

/** What a log line says about anything thrown: an Error's message, anything else as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
