import { AsyncLocalStorage } from "node:async_hooks";
import { channel } from "node:diagnostics_channel";
import { REQUEST_CHANNEL } from "./server-channels";

/**
 * What the app notes about the request it is answering. The server runs each
 * request on REQUEST_CHANNEL, which enters this scope; outside a request
 * (start, unit tests) there is none.
 */
const requestScope = new AsyncLocalStorage<{ requestId: string; degraded?: boolean; personal?: boolean }>();
channel(REQUEST_CHANNEL).bindStore(requestScope);

/** The id of the request being answered, for its log lines. */
export const currentRequestId = () => requestScope.getStore()?.requestId;

/** A note on the request being answered, when there is one. */
const note = (name: "degraded" | "personal") => () => {
  const notes = requestScope.getStore();
  if (notes) notes[name] = true;
};

/**
 * Says that this answer stands in for data a backend failed to give (no
 * articles during an outage): no cache may keep it, so the real page comes
 * back as soon as the backend does.
 */
export const markDegraded = note("degraded");
export const isDegraded = () => requestScope.getStore()?.degraded === true;

/** Says that this answer depends on more than the URL and its Vary headers (a crawler's "/"): no cache may keep it. */
export const markPersonal = note("personal");
export const isPersonal = () => requestScope.getStore()?.personal === true;
