import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the app notes about the request it is answering. The server runs each
 * request inside this scope (it takes `requestScope` from the build's entry
 * module: the one instance must be the build's own); outside a request
 * (start, unit tests) there is none.
 */
export const requestScope = new AsyncLocalStorage<{ requestId: string; degraded?: boolean; personal?: boolean }>();

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

/** Says that this answer depends on more than the URL and its Vary headers (a crawler's "/"): no cache may keep it. */
export function markPersonal(): void {
  const notes = requestScope.getStore();
  if (notes) notes.personal = true;
}

export function isPersonal(): boolean {
  return requestScope.getStore()?.personal === true;
}
