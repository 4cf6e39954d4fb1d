import type { LoaderFunctionArgs } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import { routeId, screens } from "../../app/routing/route-table.js";

// The screens as remix.config.js mounts them, for the matcher Remix itself runs on every request.
const mounted = screens.flatMap((screen) => [
  { id: routeId(screen.id, "nb"), path: screen.paths.nb },
  { id: routeId(screen.id, "en"), path: screen.paths.en },
  ...("aliases" in screen ? screen.aliases : []).map((path, index) => ({ id: routeId(screen.id, "nb", index), path })),
]);

/** The route Remix matches for a path: its id and the parameters it decoded. */
export function remixMatch(pathname: string) {
  const leaf = matchRoutes(mounted, pathname)?.at(-1);
  if (!leaf) throw new Error(`no route for ${pathname}`);
  return { id: leaf.route.id, params: leaf.params };
}

/** The arguments Remix gives a loader for a request to this path. */
export function loaderArgs(path: string, init: RequestInit = {}, origin = "http://site.test"): LoaderFunctionArgs {
  const request = new Request(`${origin}${path}`, init);
  return { request, params: remixMatch(new URL(request.url).pathname).params, context: {} };
}
