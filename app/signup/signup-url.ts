import type { Language } from "~/routing/paths";

/** The external sign-up site learns the visitor's language from a lang query parameter. */
export function signupUrlFor(base: string, lang: Language): string {
  const url = new URL(base);
  url.searchParams.set("lang", lang);
  return url.toString();
}
