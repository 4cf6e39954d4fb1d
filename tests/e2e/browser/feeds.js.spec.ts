import { backendArticle as row } from "../../support/articles";
import { expect, test } from "../../support/fixtures";

// The feeds are well-formed XML whatever an article's fields hold: `]]>` (which would end a
// CDATA section early) and characters XML 1.0 cannot carry at all, in every field. The browser's
// XML parser is strict: it reports the first well-formedness error as a <parsererror>.
// Articles read fresh on every request: what this file seeds is what the feed shows.
test.use({ backedEnv: { ARTICLES_CACHE_TTL_MS: "0" } });

const HOSTILE = "A]]>B]]><c/>\u0001\u0008\u000B\u001F\uFFFE\uD800D";

test("both feeds parse as XML with ]]> and control characters in title, excerpt and content", async ({
  backed,
  page,
}) => {
  backed.fake.data.articles = [
    row("hostile-feed", "2026-07-01T00:00:00Z", {
      title: HOSTILE,
      title_en: HOSTILE,
      content: `${HOSTILE}\n\n${HOSTILE}`,
      content_en: `${HOSTILE}\n\n${HOSTILE}`,
    }),
  ];
  for (const path of ["/innsikt/rss.xml", "/en/insights/rss.xml"]) {
    const xml = await (await fetch(`${backed.site.url}${path}`)).text();
    const parsed = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, "application/xml");
      return {
        error: document.querySelector("parsererror")?.textContent ?? null,
        titles: [...document.querySelectorAll("item > title")].map((title) => title.textContent),
      };
    }, xml);
    expect(parsed.error, path).toBeNull();
    // What XML can carry stays as written, but titles are text (markup stripped, white space as one).
    expect(parsed.titles).toEqual([expect.stringMatching(/^A]]\u2060?>B]]\u2060?> ?D$/)]);
  }
});
