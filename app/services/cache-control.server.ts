import { redirect } from "@remix-run/node";

/** For answers that belong to one visitor or one moment; pages' own policy is in page-sharing.server. */
export const PRIVATE_NO_STORE = "private, no-store";

/** A redirect that depends on this visitor or on data of the moment: never kept by a cache. */
export function privateRedirect(
  location: string,
  { status = 302, headers }: { status?: number; headers?: HeadersInit } = {},
) {
  const all = new Headers(headers);
  all.set("Cache-Control", PRIVATE_NO_STORE);
  return redirect(location, { status, headers: all });
}
