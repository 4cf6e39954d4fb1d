import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { localizedPath } from "~/routing/paths";
import { routeScreen } from "~/routing/screen-route.server";
import { privateRedirect } from "~/services/cache-control.server";
import { findFounder } from "~/services/founders.server";

/**
 * /about/{slug} moved to /{slug}; an unknown id goes back to the about page.
 * The query goes along, so "?lang=en" still switches the language on arrival.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { params, lang } = routeScreen("founderRedirect", args);
  const { search } = new URL(args.request.url);
  const founder = await findFounder(params.founder, lang);
  if (!founder) throw privateRedirect(`${localizedPath("about", lang)}${search}`);
  throw redirect(`${localizedPath("founder", lang, { founder: founder.slug })}${search}`, 301);
}
