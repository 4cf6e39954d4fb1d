import type { LoaderFunctionArgs } from "@remix-run/node";
import { Feed } from "feed";
import { translatorFor } from "~/i18n/i18n.server";
import { articleStore, orFallback } from "~/insights/article-store.server";
import { articleCard } from "~/insights/article-view.server";
import { languageOfPath, localizedPath } from "~/routing/paths";
import { siteConfig } from "~/services/config.server";
import { isPrivate } from "~/utils/request-context.server";
import { textResponse } from "./text-response.server";

const FEED_SIZE = 20;

// Characters XML 1.0 cannot carry at all, not even as references (C0 controls but tab and line
// breaks, lone surrogates, U+FFFE/U+FFFF).
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * An article's text (a title from the backend has its markup stripped already) as the feed can
 * carry it. The feed library writes titles and descriptions as CDATA and splits only the first
 * `]]>` (which would end the section early), so every `]]>` gets an invisible word joiner before
 * its `>`: the reader sees the same text, the XML stays well-formed. Readers that show a title or
 * description as HTML must see text, never a tag: every `<` in the text is written `&lt;`.
 */
const feedText = (text: string) => text.replace(NOT_XML, "").replaceAll("]]>", "]]\u2060>").replaceAll("<", "&lt;");

/** RSS 2.0 of the newest articles in the path's language (untranslated ones in Norwegian). */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = languageOfPath(url.pathname);
  const t = translatorFor(lang);
  const listUrl = new URL(localizedPath("insights", lang), siteConfig.siteUrl).href;
  const articles = await orFallback("rss", articleStore().listArticles(), []);
  const feed = new Feed({
    title: t("insights.rss"),
    description: t("screens.insights.description"),
    id: listUrl,
    link: listUrl,
    language: lang,
    copyright: t("site.copyright"),
    feedLinks: { rss: new URL(url.pathname, siteConfig.siteUrl).href },
    updated: articles[0] ? new Date(articles[0].updated_at ?? articles[0].created_at) : undefined,
  });
  for (const row of articles.slice(0, FEED_SIZE)) {
    const card = articleCard(row, lang);
    const link = new URL(card.href, siteConfig.siteUrl).href;
    feed.addItem({
      title: feedText(card.title),
      id: link,
      link,
      description: feedText(card.excerpt),
      date: new Date(card.published.iso),
    });
  }
  // An empty feed for a backend that failed is not kept.
  return textResponse(feed.rss2(), "application/rss+xml", isPrivate() ? "no-store" : "public, max-age=300");
}
