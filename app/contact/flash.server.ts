import { createCookieSessionStorage } from "@remix-run/node";
import { siteConfig } from "~/services/config.server";
import { isHttpsRequest } from "~/utils/request.server";

/** A message for the next page the visitor sees (post/redirect/get). */
export type Flash = { kind: "contactSent" };

const storage = createCookieSessionStorage<Record<string, never>, { flash: Flash }>({
  cookie: { name: "__flash", httpOnly: true, sameSite: "lax", path: "/", secrets: [siteConfig.sessionSecret] },
});

export async function setFlash(request: Request, flash: Flash): Promise<string> {
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.flash("flash", flash);
  return storage.commitSession(session, { secure: isHttpsRequest(request) });
}

/** The waiting message, if any, and the header that forgets it once shown. */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; setCookie: string | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__flash=")) return { flash: null, setCookie: null };
  const session = await storage.getSession(cookie);
  const flash = session.get("flash") ?? null;
  return { flash, setCookie: await storage.commitSession(session, { secure: isHttpsRequest(request) }) };
}
