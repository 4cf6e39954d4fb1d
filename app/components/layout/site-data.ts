import { useRouteLoaderData } from "@remix-run/react";
import type { Audience } from "~/audience/audience";
import type { loader } from "~/root";
import type { Language } from "~/routing/paths";

/**
 * What every page knows about the site (the root loader's data): the app and
 * sign-up addresses, the company, the visitor's audience. Undefined only on
 * an error page whose root loader itself failed, so callers have a fallback.
 */
export const useSiteData = () => useRouteLoaderData<typeof loader>("root");

/** A Norwegian organisation number as people write it: 999 999 999. */
export const formatOrgNumber = (orgNumber: string) => orgNumber.replace(/(\d{3})(?=\d)/g, "$1 ");

/**
 * The external sign-up site learns the visitor's language from a lang query parameter and, once
 * chosen, who is signing up from an audience one (the root loader's URL gets it where it is chosen).
 */
export function signupUrlFor(base: string, lang: Language, audience?: Audience): string {
  const url = new URL(base);
  url.searchParams.set("lang", lang);
  if (audience) url.searchParams.set("audience", audience);
  return url.toString();
}
