import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { languageOfPath, localizedPath } from "~/routing/paths";

// No article source is connected yet, so every id is a missing article, which
// the spec sends back to the list in the same language (spec §8).
export async function loader({ request }: LoaderFunctionArgs) {
  throw redirect(localizedPath("insights", languageOfPath(new URL(request.url).pathname)));
}

export default function ArticleScreen() {
  return null;
}
