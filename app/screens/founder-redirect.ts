import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { languageOfPath, localizedPath } from "~/routing/paths";
import { privateRedirect } from "~/services/cache-control.server";
import { findFounder } from "~/services/founders.server";

/** /about/{slug} moved to /{slug}; an unknown id goes back to the about page (spec §2). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const founder = await findFounder(params.founder ?? "", lang);
  if (!founder) throw privateRedirect(localizedPath("about", lang));
  throw redirect(localizedPath("founder", lang, { founder: founder.slug }), 301);
}
