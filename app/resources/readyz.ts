import { json } from "@remix-run/node";

// From SIGTERM on, the instance is stopping: the server closes its listener at once (a proxy
// then moves on to the next instance) and finishes what is in flight.
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => (stopping = true));

/**
 * Readiness: 200 while the instance takes visitors, 503 once it is stopping. It does not
 * depend on the lead store: a store that cannot take a lead refuses that one post (503 with
 * the failure message) while every page keeps working. /healthz (liveness) is the image's check.
 */
export function loader() {
  const headers = { "Cache-Control": "no-store" };
  return stopping ? json({ status: "stopping" }, { status: 503, headers }) : json({ status: "ok" }, { headers });
}
