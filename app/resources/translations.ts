import type { LoaderFunctionArgs } from "@remix-run/node";
import { translationsJson, translationsVersion } from "~/i18n/translations.server";
import { defaultLanguage, languages } from "~/routing/paths";
import { translationPaths } from "~/routing/route-table.js";
import { textResponse } from "./text-response.server";

/** One language's translations for the browser; cached for a year when asked for by the current version. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = languages.find((candidate) => translationPaths[candidate] === url.pathname) ?? defaultLanguage;
  const current = url.searchParams.get("v") === translationsVersion;
  const cacheControl = current ? "public, max-age=31536000, immutable" : "public, max-age=300";
  return textResponse(translationsJson[lang], "application/json", cacheControl);
}
