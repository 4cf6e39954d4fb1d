import { AsyncLocalStorage } from "node:async_hooks";
import { channel } from "node:diagnostics_channel";
import { REQUEST_CHANNEL } from "./server-channels";

/**
 * What the app notes about the request it is answering. The server runs each
 * request on REQUEST_CHANNEL, which enters this scope; outside a request
 * (start, unit tests) there is none.
 */
const requestScope = new AsyncLocalStorage<{ requestId: string; private?: boolean }>();
channel(REQUEST_CHANNEL).bindStore(requestScope);

/** The id of the request being answered, for its log lines. */
export const currentRequestId = () => requestScope.getStore()?.requestId;

/**
 * Says that no cache may keep this answer: it stands in for data a backend failed to give (no
 * articles during an outage, so the real page comes back as soon as the backend does), or it
 * depends on more than the URL and its Vary headers (a crawler's "/").
 */
export function markPrivate(): void {
  const notes = requestScope.getStore();
  if (notes) notes.private = true;
}
export const isPrivate = () => requestScope.getStore()?.private === true;
