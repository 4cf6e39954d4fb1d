/**
 * What the app notes about the request it is answering, kept by server.js for
 * each request (AsyncLocalStorage under a global symbol, so the server build
 * and server.js share it); absent outside a request (start, unit tests).
 */
type RequestNotes = { requestId?: string; degraded?: boolean };

type RequestContext = { getStore(): RequestNotes | undefined };

function currentNotes(): RequestNotes | undefined {
  const context = (globalThis as Record<symbol, RequestContext | undefined>)[Symbol.for("sinnsro.requestContext")];
  return context?.getStore();
}

export function currentRequestId(): string | undefined {
  return currentNotes()?.requestId;
}

/**
 * Says that this answer stands in for data a backend failed to give (no
 * articles during an outage): no cache may keep it, so the real page comes
 * back as soon as the backend does.
 */
export function markDegraded(): void {
  const notes = currentNotes();
  if (notes) notes.degraded = true;
}

export function isDegraded(): boolean {
  return currentNotes()?.degraded === true;
}
