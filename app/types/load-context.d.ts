import "@remix-run/node";
import type { RequestContext } from "~/routing/request.server";

declare module "@remix-run/node" {
  /** What the server hands every loader and action (server/index.ts). */
  interface AppLoadContext extends RequestContext {}
}
