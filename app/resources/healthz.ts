import { json } from "@remix-run/node";

/**
 * Liveness (/healthz) and readiness (/readyz) alike: 200 while the instance listens, touching no
 * backend. Readiness does not depend on the lead store (a store that cannot take a lead refuses
 * that one post with the failure message, while every page keeps working) nor on a backend (pages
 * have fallbacks). On SIGTERM the server stops listening at once, so a proxy moves on to another
 * instance (docs/deploy.md).
 */
export async function loader() {
  return json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
