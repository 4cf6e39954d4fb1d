import type { LoaderFunctionArgs } from "@remix-run/node";
import { matchRoute } from "../../app/routing/paths";

/** The route Remix matches for a path: its id and the parameters it decoded. */
export function remixMatch(pathname: string) {
  const match = matchRoute(pathname);
  if (!match) throw new Error(`no route for ${pathname}`);
  return match;
}

/** The arguments Remix gives a loader for a request to this path. */
export function loaderArgs(path: string, init: RequestInit = {}, origin = "http://site.test"): LoaderFunctionArgs {
  const request = new Request(`${origin}${path}`, init);
  return { request, params: remixMatch(new URL(request.url).pathname).params, context: {} };
}
