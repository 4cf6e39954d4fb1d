// The cost of an article page from the backend (a fake Supabase on loopback): server CPU per
// render, as the median of rounds, and the page's size, for an article of usual length and for
// the largest the backend may send (it is cut to what the site renders).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import frontMatter from "front-matter";
import { backendArticle } from "../../tests/support/articles.ts";
import { startFakeSupabase } from "../../tests/support/fake-supabase.ts";
import { cpuSeconds, root, startProductionSite } from "./production-site.mjs";

const HEADERS = { "accept-encoding": "gzip", "accept-language": "nb" };
/** What a backend once sent as one article (issue 36): 2.4 MB of markdown. */
export const LARGEST_ARTICLE_BYTES = 2.4 * 1024 * 1024;
const ROUNDS = 5;
const RENDERS_PER_ROUND = 10;

/** The longest sample article's markdown: an article of usual length. */
async function usualContent() {
  const folder = path.join(root, "content", "articles");
  const texts = await Promise.all(
    (await readdir(folder)).map(async (name) => frontMatter(await readFile(path.join(folder, name), "utf8")).body),
  );
  return texts.reduce((longest, text) => (text.length > longest.length ? text : longest), "");
}

/** `content` repeated (headings numbered) until it is `bytes` long. */
const repeatedTo = (content, bytes) => {
  const parts = [];
  let length = 0;
  for (let n = 1; length < bytes; n++) {
    const part = `\n\n## Del ${n}\n\n${content}`;
    parts.push(part);
    length += Buffer.byteLength(part);
  }
  return parts.join("");
};

/** Server CPU in ms per request of `target`: the median of rounds, after warming up. */
async function msPerRender(site, target) {
  const rounds = [];
  for (let round = -1; round < ROUNDS; round++) {
    const before = await cpuSeconds(site.pid);
    for (let n = 0; n < RENDERS_PER_ROUND; n++) {
      await (await fetch(`${site.base}${target}`, { headers: HEADERS })).arrayBuffer();
    }
    // Round -1 warms the caches and the JIT.
    if (round >= 0) rounds.push((((await cpuSeconds(site.pid)) - before) * 1000) / RENDERS_PER_ROUND);
  }
  return rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
}

/** { usual, largest }: each { ms, pageKb } (page as HTML, before compression). */
export async function articleCosts() {
  await using fake = await startFakeSupabase();
  const content = await usualContent();
  fake.data.articles = [
    backendArticle("usual", "2026-01-02T00:00:00Z", { content, content_en: content }),
    backendArticle("largest", "2026-01-01T00:00:00Z", {
      content: repeatedTo(content, LARGEST_ARTICLE_BYTES),
      content_en: null,
      translation_status: null,
    }),
  ];
  const site = await startProductionSite("bench-articles", {
    env: { SUPABASE_URL: fake.url, SUPABASE_ANON_KEY: fake.anonKey },
  });
  try {
    const costs = {};
    for (const id of ["usual", "largest"]) {
      const page = await (await fetch(`${site.base}/innsikt/${id}`)).arrayBuffer();
      costs[id] = { ms: await msPerRender(site, `/innsikt/${id}`), pageKb: page.byteLength / 1024 };
    }
    return costs;
  } finally {
    await site.stop();
  }
}
