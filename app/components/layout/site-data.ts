import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root";
import type { Language } from "~/routing/paths";

/**
 * What every page knows about the site (the root loader's data): the app and
 * sign-up addresses, the company, the visitor's audience. Undefined only on
 * an error page whose root loader itself failed, so callers have a fallback.
 */
export const useSiteData = () => useRouteLoaderData<typeof loader>("root");

/** The external sign-up site learns the visitor's language from a lang query parameter. */
export function signupUrlFor(base: string, lang: Language): string {
  const url = new URL(base);
  url.searchParams.set("lang", lang);
  return url.toString();
}
