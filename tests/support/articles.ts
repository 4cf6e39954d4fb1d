import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import frontMatter from "front-matter";

type LocalArticle = { id: string; title: string; created_at: string; translation_status?: string; title_en?: string };

/** The sample articles in content/articles, newest first, as the list must show them. */
export function localArticles(): LocalArticle[] {
  const folder = path.resolve("content/articles");
  return readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => frontMatter<LocalArticle>(readFileSync(path.join(folder, name), "utf8")).attributes)
    .sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime());
}

/** Hrefs of the article cards in list HTML, in order. */
export function cardLinks(html: string): string[] {
  return [...html.matchAll(/<h2 class="[^"]*"><a [^>]*href="([^"]+)"/g)].map(([, href]) => href ?? "");
}

/** The JSON-LD objects of a page's server HTML. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(([, json]) =>
    JSON.parse(json ?? ""),
  );
}

/** A translated row of get_public_blog_articles as the backend sends it, for the fake Supabase. */
export const backendArticle = (id: string, created = "2026-01-01T00:00:00Z", extra: Record<string, unknown> = {}) => ({
  id,
  title: `Artikkel ${id}`,
  content: `## Innledning\n\nTekst for ${id}.`,
  created_at: created,
  updated_at: created,
  source: "generated_articles",
  title_en: `Article ${id}`,
  content_en: `## Introduction\n\nText for ${id}.`,
  translation_status: "translated",
  ...extra,
});
