import GithubSlugger from "github-slugger";
import { DomUtils, parseDocument } from "htmlparser2";
import { renderContent } from "~/content/static-content.server";
import { withVariants } from "~/images/image-variants.server";
import { type Language, localizedPath } from "~/routing/paths";
import type { ArticleRow } from "./article-row";
import {
  excerpt,
  firstImage,
  LIST_EXCERPT_LENGTH,
  META_EXCERPT_LENGTH,
  plainText,
  readingMinutes,
} from "./article-text.server";

/** Local images get their responsive variants; remote ones (Supabase Storage) stay as they are. */
function attachVariants(image: { src: string; alt: string } | null) {
  return image ? withVariants(image) : null;
}

/** Which values of translation_status mean the English fields are ready to show. */
const TRANSLATED = /^(translated|complete|completed|done|published)$/i;

/** The article in the page's language, or in Norwegian when it has no usable English version. */
export function localizeArticle(row: ArticleRow, lang: Language) {
  const english =
    lang === "en" && TRANSLATED.test(row.translation_status ?? "") && row.title_en?.trim() && row.content_en?.trim();
  return english
    ? { title: row.title_en ?? "", content: row.content_en ?? "", contentLang: "en" as Language, inPageLanguage: true }
    : { title: row.title, content: row.content, contentLang: "nb" as Language, inPageLanguage: lang === "nb" };
}

// Rows come from the article store's cache, so the same row object serves many
// requests: its plain text (markdown and HTML parsed) is worked out once per language.
const plainTexts = new WeakMap<ArticleRow, Partial<Record<Language, string>>>();

/** The localized article's text without markup, for search, excerpts and reading time. */
function articleText(row: ArticleRow, lang: Language): string {
  const known = plainTexts.get(row) ?? {};
  known[lang] ??= plainText(localizeArticle(row, lang).content);
  plainTexts.set(row, known);
  return known[lang];
}

/** Whether the article has an English version (for hreflang, the sitemap and the RSS feed). */
export function hasEnglish(row: ArticleRow): boolean {
  return localizeArticle(row, "en").contentLang === "en";
}

export type TocEntry = { id: string; text: string; level: 2 | 3 };

/**
 * Sanitised article HTML whose h2/h3 carry stable ids (from their text, made
 * unique), and the table of contents built from them.
 */
export function articleBody(
  content: string,
  { withoutFirstImage = false }: { withoutFirstImage?: boolean } = {},
): { html: string; toc: TocEntry[] } {
  const document = parseDocument(renderContent(content, "md"));
  // When the content's first image is the cover, the body does not repeat it.
  const firstImageElement = withoutFirstImage
    ? DomUtils.findOne((element) => element.name === "img", document.children)
    : null;
  if (firstImageElement) {
    const parent = firstImageElement.parent;
    DomUtils.removeElement(firstImageElement);
    if (parent && "name" in parent && parent.name === "p" && !DomUtils.textContent(parent).trim()) {
      DomUtils.removeElement(parent);
    }
  }
  const slugger = new GithubSlugger();
  const toc: TocEntry[] = [];
  for (const heading of DomUtils.findAll(
    (element) => element.name === "h2" || element.name === "h3",
    document.children,
  )) {
    const text = DomUtils.textContent(heading).replace(/\s+/g, " ").trim();
    if (!text) continue;
    const id = slugger.slug(text);
    heading.attribs.id = id;
    toc.push({ id, text, level: heading.name === "h2" ? 2 : 3 });
  }
  return { html: DomUtils.getOuterHTML(document.children, { encodeEntities: "utf8" }), toc };
}

const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  nb: new Intl.DateTimeFormat("nb-NO", { dateStyle: "long", timeZone: "Europe/Oslo" }),
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/Oslo" }),
};

export function formatDate(iso: string, lang: Language): string {
  return dateFormats[lang].format(new Date(iso));
}

/** What a card on the list shows. */
export function articleCard(row: ArticleRow, lang: Language, generatedImage: { src: string; alt: string } | null) {
  const { title, content, contentLang } = localizeArticle(row, lang);
  const text = articleText(row, lang);
  return {
    id: row.id,
    href: localizedPath("article", lang, { id: row.id }),
    title,
    contentLang,
    published: { iso: row.created_at, text: formatDate(row.created_at, lang) },
    readingMinutes: readingMinutes(text),
    excerpt: excerpt(text, LIST_EXCERPT_LENGTH),
    thumbnail: attachVariants(firstImage(content) ?? generatedImage),
  };
}

export type ArticleCardView = ReturnType<typeof articleCard>;

/** Whether a search matches the article's title or text in the page's language (case-insensitive). */
export function matchesSearch(row: ArticleRow, lang: Language, query: string): boolean {
  const words = query.toLocaleLowerCase(lang).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${localizeArticle(row, lang).title} ${articleText(row, lang)}`.toLocaleLowerCase(lang);
  return words.every((word) => haystack.includes(word));
}

/** Everything the article page shows. */
export function articlePage(row: ArticleRow, lang: Language, images: { src: string; alt: string }[]) {
  const { title, content, contentLang, inPageLanguage } = localizeArticle(row, lang);
  const text = articleText(row, lang);
  const contentImage = firstImage(content);
  const cover = images[0] ?? contentImage;
  const { html, toc } = articleBody(content, { withoutFirstImage: cover !== null && cover === contentImage });
  return {
    id: row.id,
    title,
    contentLang,
    inPageLanguage,
    html,
    toc,
    description: excerpt(text, META_EXCERPT_LENGTH),
    readingMinutes: readingMinutes(text),
    published: { iso: row.created_at, text: formatDate(row.created_at, lang) },
    updated: { iso: row.updated_at ?? row.created_at, text: formatDate(row.updated_at ?? row.created_at, lang) },
    cover: attachVariants(cover),
    images: [...(contentImage ? [contentImage] : []), ...images],
  };
}
