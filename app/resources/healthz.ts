import { json } from "@remix-run/node";

/** Liveness only: answers without touching any backend. */
export async function loader() {
  return json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
