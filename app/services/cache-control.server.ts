import { redirect } from "@remix-run/node";

/** For answers that belong to one visitor or one moment; pages' own policy is in applyPageCaching (request.server). */
export const PRIVATE_NO_STORE = "private, no-store";

/** A redirect that depends on this visitor or on data of the moment (302 unless told): never kept by a cache. */
export function privateRedirect(location: string, init: { status?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", PRIVATE_NO_STORE);
  return redirect(location, { ...init, headers });
}
