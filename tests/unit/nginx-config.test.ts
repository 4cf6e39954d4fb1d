import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { languages, screenPatterns } from "~/routing/paths";
import { describeRequest } from "~/routing/request.server";
import { screens } from "~/routing/route-table.js";
import { PAGE_QUERY_PARAMETERS } from "~/routing/site-path";

// deploy/nginx.conf keys its cache on what the app's pages depend on; it cannot import the app, so
// this holds the two together. (tests/e2e/http/proxy.spec.ts runs the file itself.)

const config = readFileSync("deploy/nginx.conf", "utf8");
const cacheKey = /proxy_cache_key "([^"]+)";/.exec(config)?.[1] ?? "";
const audiencePaths = new RegExp(/map \$site_path \$site_audience \{\s*"~([^"]+)"/.exec(config)?.[1] ?? "$^");
const entryPath = /map \$site_path \$site_entry \{\s*"([^"]+)"/.exec(config)?.[1];

/** Every path of the route table in both languages, parameters filled with a sample value. */
const paths = screens.flatMap((screen) =>
  languages.flatMap((lang) => screenPatterns(screen.id, lang).map((pattern) => pattern.replace(/:\w+|\*/g, "sample"))),
);

describe("deploy/nginx.conf", () => {
  it("keys on the query parameters pages read, ?lang, Remix's ?_data and the translations' ?v", () => {
    const keyed = [...cacheKey.matchAll(/\$arg_(\w+)/g)].map(([, name]) => name);
    expect(keyed.sort()).toEqual([...PAGE_QUERY_PARAMETERS, "lang", "_data", "v"].sort());
  });

  it.each(paths)(
    "keys %s on the audience cookie, and on lang and Accept-Language, as the page varies",
    async (path) => {
      const { vary } = await describeRequest(new URL(`http://site.test${path}`), "GET", new Headers());
      expect(audiencePaths.test(path)).toBe(vary.includes("Cookie"));
      expect(path === entryPath).toBe(vary.includes("Accept-Language"));
    },
  );
});
