import { createHash } from "node:crypto";
import { DomUtils, parseDocument } from "htmlparser2";
import en from "../../../app/i18n/en.json" with { type: "json" };
import nb from "../../../app/i18n/nb.json" with { type: "json" };
import { contentPages } from "../../support/content-pages";
import { startFakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { attributeOf, decodeEntities, titleOf } from "../../support/html";
import { sitePages } from "../../support/site-pages";
import { startSite } from "../../support/site-server";
import { htmlErrors } from "../../support/vnu";

/**
 * The text of every inline script a browser would run (a script element without src that is not
 * a JSON-LD data block), as an HTML parser reads it.
 */
function inlineScriptTexts(html: string): string[] {
  return DomUtils.getElementsByTagName("script", parseDocument(html).children)
    .filter(({ attribs }) => !("src" in attribs) && attribs.type !== "application/ld+json")
    .map((script) => DomUtils.textContent(script));
}

/** The CSP source that allows a script with this text: 'sha256-<base64 of its UTF-8 bytes' digest>'. */
function scriptHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The page's ending as the server wrote it: the last element in <main>, and the addresses of its links. */
function mainEnding(html: string): { nextStep: boolean; hrefs: string[] } {
  const main = DomUtils.findOne((element) => element.name === "main", parseDocument(html).children);
  const last = main ? DomUtils.findAll((element) => element.parent === main, main.children).at(-1) : undefined;
  return {
    nextStep: last !== undefined && "data-next-step" in last.attribs,
    hrefs: last ? DomUtils.getElementsByTagName("a", last).map((link) => link.attribs.href ?? "") : [],
  };
}

const pages = sitePages();

/** The address a page gives for itself in a language (its hreflang alternate). */
const alternateOf = (html: string, hreflang: string) =>
  attributeOf(html, new RegExp(`<link rel="alternate" hrefLang="${hreflang}"[^>]*>`), "href");

for (const page of pages) {
  test(`${page.path} answers in ${page.lang} with its title, description, links and headers`, async ({ request }) => {
    const response = await request.get(page.path, { maxRedirects: 0 });
    expect(response.status()).toBe(page.screen === "notFound" ? 404 : 200);
    const html = await response.text();
    expect(attributeOf(html, /<html[^>]*>/, "lang")).toBe(page.lang);
    expect(titleOf(html)).toBeTruthy();

    const canonical = attributeOf(html, /<link rel="canonical"[^>]*>/, "href");
    if (page.screen === "notFound") {
      expect(canonical).toBeNull();
      // Its heading and a link back home, in the page's language.
      const { notFound } = { nb, en }[page.lang];
      expect(html).toContain(notFound.heading);
      expect(html).toMatch(
        new RegExp(`<a[^>]*href="${page.lang === "nb" ? "/" : "/en"}"[^>]*>${notFound.backHome}</a>`),
      );
    } else {
      expect(attributeOf(html, /<meta name="description"[^>]*>/, "content")?.length).toBeGreaterThan(40);
      expect(canonical).toMatch(/^https:\/\/www\.example\.com\//);
      expect(canonical).not.toContain("public-blog");
      // nb, en and x-default, the page's own language being its canonical; an untranslated article has no en.
      expect(alternateOf(html, page.norwegianOnly ? "nb" : page.lang)).toBe(canonical);
      expect(alternateOf(html, "x-default")).toMatch(/^https:\/\/www\.example\.com\//);
      if (page.norwegianOnly) expect(alternateOf(html, "en")).toBeNull();
      else {
        // The page in the other language names this one back.
        const other = new URL(alternateOf(html, page.lang === "nb" ? "en" : "nb") ?? "").pathname;
        expect(alternateOf(await (await request.get(other)).text(), page.lang)).toBe(canonical);
      }
      expect(attributeOf(html, /<meta property="og:url"[^>]*>/, "content")).toBe(canonical);
      expect(attributeOf(html, /<meta property="og:locale"[^>]*>/, "content")).toBe(
        page.lang === "nb" ? "nb_NO" : "en_GB",
      );
    }

    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toBeTruthy();
    expect(headers["strict-transport-security"]).toBeUndefined();
    // Shared caches may keep pages: no nonce (every visitor would get the same one), but
    // the hash of each inline script the server wrote (JSON-LD never runs: no hash), and no
    // list of script hosts.
    expect(csp).not.toContain("nonce");
    expect(html).not.toMatch(/\snonce=/);
    const scriptSources = csp.match(/script-src ([^;]*)/)?.[1]?.split(" ") ?? [];
    const inlineScripts = inlineScriptTexts(html);
    expect(inlineScripts.length).toBeGreaterThan(2);
    expect(scriptSources).toEqual(["'self'", "'strict-dynamic'", ...new Set(inlineScripts.map(scriptHashSource))]);

    // The embedded default shows sample content: every page says so once, and is not to be indexed.
    expect(html.split({ nb, en }[page.lang].site.sampleNotice)).toHaveLength(2);
    expect(html).toContain('<meta name="robots" content="noindex"/>');

    // One label for the sign-up action, wherever it stands (new tab, said to screen readers).
    const signupLabels = [...html.matchAll(/<a [^>]*href="https:\/\/signup\.example\.com[^"]*"[^>]*>(.*?)<\/a>/g)].map(
      ([, inner]) => inner?.replace(/<[^>]+>/g, "").trim(),
    );
    const { menu, home } = { nb, en }[page.lang];
    expect(new Set(signupLabels)).toEqual(new Set([`${menu.tryFree} ${home.newTab}`]));

    // Help one tap away: the header's help entry, a <details> of the help lines as tel: links,
    // young people's first on their page.
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    expect(header).toContain(`${{ nb, en }[page.lang].help.heading}</span>`);
    const helpLines = [...header.matchAll(/href="tel:(\d+)"/g)].map(([, digits]) => digits);
    expect(helpLines).toEqual(
      page.screen === "youngPeople" ? ["116111", "113", "116123", "80033321"] : ["113", "116117", "116123", "22400040"],
    );

    // Every image has its size, so that nothing moves when it loads.
    const document = parseDocument(html).children;
    const images = DomUtils.findAll((element) => element.name === "img", document);
    const sized = ({ width = "", height = "" }: Record<string, string>) => /^\d+ \d+$/.test(`${width} ${height}`);
    expect(images.filter((image) => !sized(image.attribs)).map((image) => image.attribs.src)).toEqual([]);
    // Each app screen is a picture in the page's language (a file an owner may swap for a screenshot),
    // decorative, named for screen readers by its figure's caption; each page draws each at most once.
    const screens = DomUtils.findAll((element) => "data-app-screen" in element.attribs, document);
    for (const screen of screens) {
      const name = screen.attribs["data-app-screen"] as keyof typeof nb.mockups;
      const image = DomUtils.findOne((element) => element.name === "img", screen.children);
      const size = expect.stringMatching(/^\d+$/);
      expect(image?.attribs, name).toMatchObject({ src: `/app-screens/${name}.${page.lang}.svg`, alt: "" });
      expect(image?.attribs, name).toMatchObject({ width: size, height: size });
      const caption = DomUtils.findOne(
        (element) => element.name === "figcaption",
        screen.parent ? [screen.parent] : [],
      );
      expect(DomUtils.textContent(caption ?? []), name).toBe({ nb, en }[page.lang].mockups[name].caption);
    }
    const names = screens.map((screen) => screen.attribs["data-app-screen"]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    // Every page but home, business and contact (each has its own ending) and 404 ends with a next
    // step: sign-up and contact for a visitor who has not chosen (the demo is checked in the browser).
    if (!["home", "business", "contact", "notFound"].includes(page.screen)) {
      const ending = mainEnding(html);
      expect(ending.nextStep).toBe(true);
      expect(ending.hrefs.filter((href) => href.includes("intent=contact"))).toHaveLength(1);
      expect(ending.hrefs.filter((href) => href.startsWith("https://signup.example.com"))).toHaveLength(1);
    }
  });
}

// The links are the server's: hydrating changes none that leads within the site. The app screens'
// pictures (checked per page above) and every other image are among the files.
test("every page has its own title, and every link and image within the site on it leads to a page or a file", async ({
  request,
  baseURL,
}) => {
  const statuses = new Map<string, Promise<number>>();
  const broken: string[] = [];
  const titles = new Map<string, string>();
  for (const page of pages) {
    const html = await (await request.get(page.path)).text();
    // An alias is the same page, with the same title.
    const title = decodeEntities(titleOf(html) ?? "");
    if (!page.path.startsWith("/public-blog")) {
      expect(titles.get(title), `${page.path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, page.path);
    }
    const anchorsAndImages = DomUtils.findAll(
      (element) => ["a", "img"].includes(element.name),
      parseDocument(html).children,
    );
    const links = anchorsAndImages.map(({ attribs }) => ({
      target: new URL(attribs.href ?? attribs.src ?? "", `${baseURL}${page.path}`),
      sameInOtherLanguage: "hreflang" in attribs,
    }));
    // The not-found page's links to itself (skip link, language switcher) find it missing too.
    const itself = [page.path, ...links.filter((link) => link.sameInOtherLanguage).map((link) => link.target.pathname)];
    for (const { target } of links) {
      if (target.origin !== baseURL || (page.screen === "notFound" && itself.includes(target.pathname))) continue;
      target.hash = "";
      if (!statuses.has(target.href))
        statuses.set(
          target.href,
          request.get(target.href).then((answer) => answer.status()),
        );
      const status = await statuses.get(target.href);
      if (status !== 200) broken.push(`${page.path}: ${target.href} → ${status}`);
    }
  }
  expect(broken).toEqual([]);
});

// HSTS behind a trusted proxy over https: hardening.spec.ts.

test("the W3C Nu checker finds no error in any page's server HTML, nor in the built-in fallbacks", async ({
  request,
  bareSite,
}) => {
  test.setTimeout(120_000);
  const documents: Record<string, string> = {};
  for (const page of pages) documents[page.path] = await (await request.get(page.path)).text();
  for (const page of [...contentPages("nb"), ...contentPages("en")]) {
    documents[`fallback ${page.path}`] = await (await fetch(`${bareSite.url}${page.path}`)).text();
  }
  // States a page can also be in: another audience chosen (the business section), a rejected form.
  const states: Record<string, () => ReturnType<typeof request.get>> = {
    "/ as bedrift": () => request.get("/", { headers: { Cookie: "audience=bedrift" } }),
    "/en as ungdom": () => request.get("/en", { headers: { Cookie: "audience=ungdom" } }),
    "/hvorfor as bedrift": () => request.get("/hvorfor", { headers: { Cookie: "audience=bedrift" } }),
    "/en/why as bedrift": () => request.get("/en/why", { headers: { Cookie: "audience=bedrift" } }),
    "/ with a rejected audience": () => request.post("/", { form: { audience: "x" } }),
  };
  for (const [name, load] of Object.entries(states)) documents[name] = await (await load()).text();
  expect(await htmlErrors(documents)).toEqual([]);
});

test("a finished page leaves nothing behind that fails later", async ({ request }) => {
  test.setTimeout(20_000);
  await using fake = await startFakeSupabase();
  const backend = { SUPABASE_URL: fake.url, SUPABASE_ANON_KEY: fake.anonKey };
  await using backedSite = await startSite({ ...backend, ARTICLES_TIMEOUT_MS: "6500" });
  expect((await request.get(`${backedSite.url}/`)).status()).toBe(200);
  // The render deadline (5 s + 1 s) must not fire on a document that is already complete:
  // a later request the server holds for longer (a stalled backend, ARTICLES_TIMEOUT_MS) ends after it.
  fake.setMode("stall");
  expect((await request.get(`${backedSite.url}/innsikt`)).status()).toBe(200);
  expect(backedSite.logs()).toContain('"event":"articles.failed"');
  expect(backedSite.logs()).not.toContain("ERR_INVALID_STATE");
  expect(backedSite.logs()).not.toMatch(/Uncaught|TypeError/);
});
