type Level = "info" | "warn" | "error";

type RequestContext = { getStore(): { requestId?: string } | undefined };

/** server.js keeps the current request's id here (AsyncLocalStorage); absent outside a request (start, unit tests). */
function currentRequestId(): string | undefined {
  const context = (globalThis as Record<symbol, RequestContext | undefined>)[Symbol.for("sinnsro.requestContext")];
  return context?.getStore()?.requestId;
}

/** One JSON object per line, so log collectors can parse what the server says. */
export function logEvent(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  const requestId = currentRequestId();
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    event,
    ...(requestId ? { requestId } : {}),
    ...fields,
  });
  if (level === "info") console.log(line);
  else if (level === "warn") console.warn(line);
  else console.error(line);
}

/** What a log line says about anything thrown: an Error's message, anything else as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
