// The server (server/index.ts) and the app meet on these diagnostics channels
// (node:diagnostics_channel), so that the server needs nothing of the build's but the build.

/** Each request runs on it with its id: the app binds its request scope to it (request-context.server). */
export const REQUEST_CHANNEL = "site:request";

/**
 * Published once, on SIGTERM, with a list the app adds its stopping work to (the leads' delivery):
 * the process ends once that and the requests in flight are done.
 */
export const STOP_CHANNEL = "site:stop";
