import { writeLogLine } from "./log-line";
import { currentRequestId } from "./request-context.server";

/** One JSON log line, naming the request it was written for. */
export function logEvent(level: "info" | "warn" | "error", event: string, fields: Record<string, unknown> = {}): void {
  const requestId = currentRequestId();
  writeLogLine(level, event, { ...(requestId ? { requestId } : {}), ...fields });
}

/** What a log line says about anything thrown: an Error's message, anything else as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
