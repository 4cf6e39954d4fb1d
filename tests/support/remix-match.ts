import type { LoaderFunctionArgs } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import { describeRequest } from "../../app/routing/request.server";
import { mountedRoutes } from "../../app/routing/route-table.js";

/** The arguments Remix gives a loader for a request to this path, with the server's description of it. */
export async function loaderArgs(path: string): Promise<LoaderFunctionArgs> {
  const request = new Request(`http://site.test${path}`);
  const description = await describeRequest(new URL(request.url), request.method, request.headers);
  return { request, params: description.params, context: { description, requestId: "test", clientIp: null } };
}

/** The route Remix matches for a path (the same matcher over the routes remix.config.js mounts). */
export function remixMatch(pathname: string) {
  const leaf = matchRoutes(mountedRoutes, pathname)?.at(-1);
  if (!leaf) throw new Error(`no route for ${pathname}`);
  return { id: leaf.route.id, params: leaf.params };
}
