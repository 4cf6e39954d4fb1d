import { logEvent } from "~/utils/log.server";

/** Logs the unknown path once and answers 404 for the root boundary to render. */
export function notFound(request: Request): Response {
  logEvent("warn", "not_found", { path: new URL(request.url).pathname });
  return new Response("Not Found", { status: 404 });
}
