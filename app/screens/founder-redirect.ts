import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { languageOfPath, localizedPath } from "~/routing/paths";
import { privateRedirect } from "~/services/cache-control.server";
import { findFounder } from "~/services/founders.server";

/**
 * /about/{slug} moved to /{slug}; an unknown id goes back to the about page.
 * The query goes along, so "?lang=en" still switches the language on arrival.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = languageOfPath(url.pathname);
  const founder = await findFounder(params.founder ?? "", lang);
  if (!founder) throw privateRedirect(`${localizedPath("about", lang)}${url.search}`);
  throw redirect(`${localizedPath("founder", lang, { founder: founder.slug })}${url.search}`, 301);
}
