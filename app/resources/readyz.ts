import { json } from "@remix-run/node";
import { contactOutbox } from "~/contact/outbox.server";

/**
 * Readiness: whether this instance can take contact requests, which it keeps
 * in DATA_DIR before anything else. A load balancer sends visitors elsewhere
 * while it is not; /healthz (liveness) stays independent of it.
 */
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  return contactOutbox.checkWritable().then(
    () => json({ status: "ok" }, { headers }),
    () => json({ status: "unavailable", checks: { outbox: "not writable" } }, { status: 503, headers }),
  );
}
