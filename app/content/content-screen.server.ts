import { json, type LoaderFunctionArgs } from "@remix-run/node";
import type { ServerT } from "~/i18n/i18n.server";
import { type ContentScreenId, contentSlugOf, type Language } from "~/routing/paths";
import { routeScreen } from "~/routing/screen-route.server";
import { pageText } from "~/seo/page-text.server";
import { loadStaticContent } from "./static-content.server";

/** What a screen with an editable body (its `content` file in the route table) starts from. */
export async function contentScreenData(t: ServerT, lang: Language, screen: ContentScreenId) {
  return { page: pageText(t, screen), content: await loadStaticContent(contentSlugOf(screen), lang) };
}

/** The loader of a screen that is its intro plus a content file (with a built-in fallback). */
export async function loadContentScreen(args: LoaderFunctionArgs) {
  // Only the route modules of content screens use it as their loader.
  const screen = args.context.description.screen as ContentScreenId;
  const { lang, t } = routeScreen(screen, args);
  return json(await contentScreenData(t, lang, screen));
}
