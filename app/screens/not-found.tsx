import type { LoaderFunctionArgs } from "@remix-run/node";
import { routeScreen } from "~/routing/screen-route.server";
import { notFound } from "./not-found.server";

// Every path the route table does not know ends here; the root error boundary
// renders the not-found screen inside the normal layout.
export async function loader(args: LoaderFunctionArgs) {
  routeScreen("notFound", args);
  throw notFound(args.request);
}

export default function NotFoundRoute() {
  return null;
}
