import { describe, expect, it } from "vitest";
import { pageMeta } from "~/seo/meta";
import { remixMatch } from "../support/remix-match";

const site = "https://sinnsro.test";

const root = { siteUrl: site, siteName: "Sinnsro", rssTitle: "RSS" };
const page = { title: "Side", description: "Om noe" };

describe("canonical and hreflang links", () => {
  it("gives canonical and hreflang alternates with x-default on nb", () => {
    // What Remix gives a screen's meta for the path: the matched routes, root first.
    const { id, params } = remixMatch("/en/privacy");
    const args = { params, matches: [{ id: "root", data: root }, { id }] } as unknown as Parameters<typeof pageMeta>[0];
    // The page's links but the feed's.
    const links = pageMeta(args, page).filter((tag) => "tagName" in tag && tag.tagName === "link" && !("type" in tag));
    expect(links).toEqual([
      { tagName: "link", rel: "canonical", href: `${site}/en/privacy` },
      { tagName: "link", rel: "alternate", hrefLang: "nb", href: `${site}/personvern` },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${site}/en/privacy` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site}/personvern` },
    ]);
  });
});
