import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the app notes about the request it is answering. The server runs each
 * request inside this scope (it takes `requestScope` from the build's entry
 * module); outside a request (start, unit tests) there is none.
 */
export const requestScope = new AsyncLocalStorage<{ requestId: string; degraded?: boolean }>();

/**
 * Says that this answer stands in for data a backend failed to give (no
 * articles during an outage): no cache may keep it, so the real page comes
 * back as soon as the backend does.
 */
export function markDegraded(): void {
  const notes = requestScope.getStore();
  if (notes) notes.degraded = true;
}

export function isDegraded(): boolean {
  return requestScope.getStore()?.degraded === true;
}
