import { json } from "@remix-run/node";
import { languageOfPath } from "~/routing/paths";
import { pageText } from "~/seo/page-text.server";
import { type ContentSlug, loadStaticContent } from "./static-content.server";

type ContentScreen = "product" | "about" | "vision" | "privacy" | "security";

/** What every content-backed screen's loader starts from: its page text and its content file. */
export async function contentScreenData(request: Request, screen: ContentScreen, slug: ContentSlug) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const [page, content] = await Promise.all([pageText(request, screen), loadStaticContent(slug, lang)]);
  return { page, content, lang };
}

/** Loader body of a screen that is its intro plus a content file (with a built-in fallback). */
export async function loadContentScreen(request: Request, screen: ContentScreen, slug: ContentSlug) {
  const { page, content } = await contentScreenData(request, screen, slug);
  return json({ page, content });
}
