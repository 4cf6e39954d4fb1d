import type { PictureImage } from "~/components/ui/picture";
import { withVariants } from "~/components/ui/picture.server";
import { type Language, localizedPath } from "~/routing/paths";
import { logEvent } from "~/utils/log.server";
import type { ArticleRow } from "./article-row";
import { renderArticle } from "./article-text.server";

/** Structured data names at most this many images (the spec's). */
const MAX_STRUCTURED_IMAGES = 12;

/** Which values of translation_status mean the English fields are ready to show. */
const TRANSLATED = /^(translated|complete|completed|done|published)$/i;

/** The article in the page's language, or in Norwegian when it has no usable English version. */
export function localizeArticle(row: ArticleRow, lang: Language) {
  const english =
    lang === "en" && TRANSLATED.test(row.translation_status ?? "") && row.title_en?.trim() && row.content_en?.trim();
  const field = english ? "content_en" : "content";
  const shown = english
    ? { title: row.title_en ?? "", content: row.content_en ?? "", contentLang: "en" as Language, inPageLanguage: true }
    : { title: row.title, content: row.content, contentLang: "nb" as Language, inPageLanguage: lang === "nb" };
  return { ...shown, cut: row.cut?.includes(field) ?? false };
}

// Rows come from the article store's cache, so the same row object serves many requests: its
// content is rendered, its words counted and its excerpts cut once per language it is shown in
// (the counting and cutting alone were a tenth of the CPU time of the insights list).
const renderings = new WeakMap<ArticleRow, Partial<Record<Language, ReturnType<typeof renderArticle>>>>();

/** The localized article's content, rendered and sanitised, with its text, first image and contents. */
function rendered(row: ArticleRow, lang: Language) {
  const { content, contentLang } = localizeArticle(row, lang);
  const known = renderings.get(row) ?? {};
  renderings.set(row, known);
  if (!known[contentLang]) {
    known[contentLang] = renderArticle(content);
    // Logged once per row (its source logs what it cut itself).
    if (known[contentLang].cut) logEvent("warn", "article.markup_cut", { id: row.id, lang: contentLang });
  }
  return known[contentLang];
}

/** Whether the article has an English version (for hreflang, the sitemap and the RSS feed). */
export function hasEnglish(row: ArticleRow): boolean {
  return localizeArticle(row, "en").contentLang === "en";
}

const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  nb: new Intl.DateTimeFormat("nb-NO", { dateStyle: "long", timeZone: "Europe/Oslo" }),
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/Oslo" }),
};

/** A date for a <time> element: machine-readable, and as the page's language writes it. */
function dated(iso: string, lang: Language) {
  return { iso, text: dateFormats[lang].format(new Date(iso)) };
}

/** What a card on the list shows. */
export function articleCard(row: ArticleRow, lang: Language, generatedImage?: PictureImage) {
  const { title, contentLang } = localizeArticle(row, lang);
  const { readingMinutes, listExcerpt, firstImage } = rendered(row, lang);
  const thumbnail = firstImage ?? generatedImage;
  return {
    id: row.id,
    href: localizedPath("article", lang, { id: row.id }),
    title,
    contentLang,
    published: dated(row.created_at, lang),
    readingMinutes,
    excerpt: listExcerpt,
    // Local images get their responsive variants; remote ones (Supabase Storage) stay as they are.
    thumbnail: thumbnail ? withVariants(thumbnail) : null,
  };
}

export type ArticleCardView = ReturnType<typeof articleCard>;

/** Whether a search matches the article's title or text in the page's language (case-insensitive). */
export function matchesSearch(row: ArticleRow, lang: Language, query: string): boolean {
  const words = query.toLocaleLowerCase(lang).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${localizeArticle(row, lang).title} ${rendered(row, lang).text}`.toLocaleLowerCase(lang);
  return words.every((word) => haystack.includes(word));
}

/**
 * Everything the article page shows. `images` are the article's generated
 * images: the first is the cover, the first dozen go into the structured data.
 */
export function articlePage(row: ArticleRow, lang: Language, images: PictureImage[]) {
  const { title, contentLang, inPageLanguage, cut } = localizeArticle(row, lang);
  const rendering = rendered(row, lang);
  const { html, htmlWithoutFirstImage, firstImage, toc, readingMinutes, metaExcerpt } = rendering;
  const cover = images[0] ?? firstImage;
  return {
    id: row.id,
    title,
    contentLang,
    inPageLanguage,
    /** No English version: the page exists in Norwegian only, whichever language shows it. */
    norwegianOnly: !hasEnglish(row),
    // When the content's first image is the cover, the body does not repeat it.
    html: images[0] ? html : htmlWithoutFirstImage,
    /** Only part of the article is shown: the page says so, and leads to the list. */
    cut: cut || rendering.cut,
    toc,
    description: metaExcerpt,
    readingMinutes,
    author: row.author,
    reviewer: row.reviewer ? { name: row.reviewer, title: row.reviewer_title } : null,
    /** A generated article no professional has reviewed says that AI helped write it. */
    aiWritten: row.source === "generated_articles" && !row.reviewer,
    published: dated(row.created_at, lang),
    updated: dated(row.updated_at ?? row.created_at, lang),
    cover: cover ? withVariants(cover) : null,
    images: [...(firstImage ? [firstImage] : []), ...images].slice(0, MAX_STRUCTURED_IMAGES),
  };
}
