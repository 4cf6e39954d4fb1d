import { describe, expect, it } from "vitest";
import { pageMeta } from "~/seo/meta";
import { remixMatch } from "../support/remix-match";

const site = "https://sinnsro.test";

const root = { siteUrl: site, siteName: "Sinnsro", rssTitle: "RSS" };
const page = { title: "Side", description: "Om noe" };

/** The head of the page Remix matches for a path: what Remix gives its meta (the matched routes, root first). */
function descriptors(pathname: string) {
  const { id, params } = remixMatch(pathname);
  const args = { params, matches: [{ id: "root", data: root }, { id }] } as unknown as Parameters<typeof pageMeta>[0];
  return pageMeta(args, page) as Record<string, unknown>[];
}

/** The page's links but the feed's. */
const seoLinks = (pathname: string) => descriptors(pathname).filter(({ tagName, type }) => tagName === "link" && !type);

describe("canonical and hreflang links", () => {
  it("gives canonical and hreflang alternates with x-default on nb", () => {
    expect(seoLinks("/en/privacy")).toEqual([
      { tagName: "link", rel: "canonical", href: `${site}/en/privacy` },
      { tagName: "link", rel: "alternate", hrefLang: "nb", href: `${site}/personvern` },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${site}/en/privacy` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site}/personvern` },
    ]);
  });
});
