import { createCookie } from "@remix-run/node";
import { parse } from "cookie";
import { siteConfig } from "~/services/config.server";
import { isHttpsRequest } from "~/utils/request.server";

/** A message for the next page the visitor sees (post/redirect/get). */
export type Flash = { kind: "contactSent" };

/** Signed: a visitor cannot make a page say what we did not. */
const flashCookie = createCookie("__flash", { httpOnly: true, secrets: [siteConfig.sessionSecret] });

export const setFlash = (request: Request, flash: Flash): Promise<string> =>
  flashCookie.serialize(flash, { secure: isHttpsRequest(request) });

/**
 * Whether a request may carry a waiting message: then its page is this visitor's alone. Synchronous
 * (the request's description needs it before any loader): the cookie's presence, not its contents.
 */
export function carriesFlash(cookieHeader: string | null): boolean {
  return parse(cookieHeader ?? "")[flashCookie.name] !== undefined;
}

/** The waiting message, if any, and the header that deletes its cookie. */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; setCookie: string | null }> {
  const cookie = request.headers.get("Cookie");
  if (!carriesFlash(cookie)) return { flash: null, setCookie: null };
  // Shown once, then the cookie goes: while a browser still sends it, its pages are private.
  const setCookie = await flashCookie.serialize("", { expires: new Date(0), secure: isHttpsRequest(request) });
  return { flash: (await flashCookie.parse(cookie)) || null, setCookie };
}
