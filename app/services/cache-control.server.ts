import { redirect } from "@remix-run/node";
import { readPreferenceCookie } from "~/utils/preference-cookie";
import { siteConfig } from "./config.server";

const PRIVATE_NO_STORE = "private, no-store";

/** Cookies that change what a page shows for this visitor alone. */
const PERSONAL_COOKIES = ["audience", "__flash"];

/**
 * Cache-Control for a page (HTML or its data): shared caches may keep a plain
 * 200 for everyone (HTML_CACHE_CONTROL); a response that sets a cookie, shows
 * personal state or is not a plain 200 stays private.
 */
function pageCacheControl(request: Request, headers: Headers, status: number): string {
  const cookieHeader = request.headers.get("Cookie");
  const personal = PERSONAL_COOKIES.some((name) => readPreferenceCookie(cookieHeader, name) !== undefined);
  const isPlainRead = request.method === "GET" || request.method === "HEAD";
  if (!isPlainRead || status !== 200 || headers.has("Set-Cookie") || personal) return PRIVATE_NO_STORE;
  return siteConfig.htmlCacheControl;
}

/** Applies the policy and says what a shared cache must key on. */
export function applyPageCaching(request: Request, headers: Headers, status: number): void {
  headers.set("Cache-Control", pageCacheControl(request, headers, status));
  for (const name of ["Cookie", "Accept-Language"]) {
    const vary = headers.get("Vary") ?? "";
    if (!vary.split(/\s*,\s*/).includes(name)) headers.set("Vary", vary ? `${vary}, ${name}` : name);
  }
}

/** A redirect that depends on this visitor or on data of the moment: never kept by a cache. */
export function privateRedirect(
  location: string,
  { status = 302, headers }: { status?: number; headers?: HeadersInit } = {},
) {
  const all = new Headers(headers);
  all.set("Cache-Control", PRIVATE_NO_STORE);
  return redirect(location, { status, headers: all });
}
