import type { APIRequestContext } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";
import { HELP_LINE_PATTERN as HELP_LINE } from "../../../app/help/help-lines";
import { localizedPath, menuScreens } from "../../../app/routing/paths";
import founders from "../../../content/founders.json" with { type: "json" };
import { jsonLd } from "../../support/articles";
import { contentPages } from "../../support/content-pages";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { attributeOf, decodeEntities, elementOf } from "../../support/html";
import { startSite } from "../../support/site-server";

const main = async (request: APIRequestContext, path: string) =>
  elementOf(await (await request.get(path)).text(), "main");

/** The elements of a page's <main> as the server wrote it. */
const mainNodes = async (request: APIRequestContext, path: string) => parseDocument(await main(request, path)).children;
/** Each element `name` matches, in document order, as "h2 Its text". */
const named = (nodes: ReturnType<typeof parseDocument>["children"], name: RegExp) =>
  DomUtils.findAll((element) => name.test(element.name), nodes).map(
    (element) => `${element.name} ${DomUtils.textContent(element).trim()}`,
  );

test("the about page describes the organisation and both founders as JSON-LD, a founder page its founder, with the founder's meta description", async ({
  request,
}) => {
  for (const lang of ["nb", "en"] as const) {
    const [organization, ...rest] = jsonLd(await (await request.get(localizedPath("about", lang))).text());
    expect(rest).toEqual([]);
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Sinnsro",
      url: "https://www.example.com",
    });
    const people = organization?.founder as Record<string, unknown>[];
    expect(people.map((person) => [person["@type"], person.name, person.jobTitle, person.url])).toEqual(
      founders.map((founder) => [
        "Person",
        founder.name,
        founder.title[lang],
        `https://www.example.com${lang === "en" ? "/en" : ""}/${founder.slug}`,
      ]),
    );
  }
  for (const founder of founders) {
    const html = await (await request.get(`/en/${founder.slug}`)).text();
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({
        "@context": "https://schema.org",
        "@type": "Person",
        name: founder.name,
        jobTitle: founder.title.en,
        image: `https://www.example.com${founder.image.src}`,
      }),
    ]);
    expect(decodeEntities(attributeOf(html, /<meta name="description"[^>]*>/, "content") ?? "")).toBe(
      founder.metaDescription.en,
    );
  }
});

// The about page's first image, sized and fetched first: tests/e2e/browser/loading.js.spec.ts.
test("content pages show their content file, sanitised (no script, style or handler), its help lines as tel: links, and their fallback without one", async ({
  request,
  bareSite,
}) => {
  const mainOf = (html: string) => elementOf(html, "main");
  let linked = 0;
  for (const page of [...contentPages("nb"), ...contentPages("en")]) {
    const main = mainOf(await (await request.get(page.path)).text());
    expect(decodeEntities(main), page.path).toContain(page.content);
    // The fallback's text as an element's whole text (a file may use its words in a sentence).
    expect(decodeEntities(main), page.path).not.toContain(`>${page.fallback}<`);
    const fallback = decodeEntities(mainOf(await (await fetch(`${bareSite.url}${page.path}`)).text()));
    expect(fallback, page.path).toContain(`>${page.fallback}<`);
    expect(main, page.path).not.toMatch(/<script|<style|<iframe|\son[a-z]+=|javascript:/i);
    // Every help line in its text is a tel: link (as in an article: both are rendered by renderContent).
    const helpLines = DomUtils.filter(
      (node) => node.type === "text" && HELP_LINE.test(DomUtils.textContent(node)),
      parseDocument(main).children,
    );
    for (const text of helpLines) {
      const link = text.parent && "attribs" in text.parent ? text.parent.attribs.href : undefined;
      expect(link, `${page.path}: ${DomUtils.textContent(text)}`).toMatch(/^tel:\d+$/);
    }
    linked += helpLines.length;
  }
  expect(linked).toBeGreaterThan(10);
});

// The W3C Nu checker on the built-in fallbacks and the business section: pages.spec.ts.

// The privacy and AI guide pages say, from the configuration, who is responsible and where speech goes.
test("the privacy page names the data controller, the processors and when it last changed; the AI guide page the voice vendor and its region, with the help lines to call; from their files and their fallbacks", async ({
  request,
}) => {
  const company = {
    COMPANY_NAME: "Ro Helse AS",
    COMPANY_ORG_NUMBER: "912345678",
    COMPANY_ADDRESS: "Testveien 2, 0150 Oslo",
    CONTACT_EMAIL: "personvern@rohelse.no",
  };
  // With a voice agent (in the US unless told), the voice vendor is named among the processors too.
  const voice = { VOICE_AGENT_ID_NB: "agent_nb_test", VOICE_AGENT_ID_EN: "agent_en_test" };
  await using site = await startSite({ ...company, ...voice });
  await using bare = await startSite({ ...company, ...voice }, { content: {} });
  for (const [path, date] of [
    ["/personvern", "Sist endret 26. november 2026."],
    ["/en/privacy", "Last changed 26 November 2026."],
  ]) {
    const text = decodeEntities(await main(request, `${site.url}${path}`));
    expect(text).toContain("Ro Helse AS (org");
    for (const fact of ["912 345 678", "Testveien 2, 0150 Oslo", 'href="mailto:personvern@rohelse.no"', date]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain("<strong>Supabase</strong>");
    expect(text).toMatch(/ElevenLabs (i|in the) USA/);
    expect(text).not.toContain("{{");
  }
  // Without its content file, the page's built-in text still names the controller and where to write.
  const text = decodeEntities(await main(request, `${bare.url}/personvern`));
  expect(text).toContain("Ro Helse AS (org.nr. 912 345 678), Testveien 2, 0150 Oslo, er behandlingsansvarlig");
  expect(text).toContain("personvern@rohelse.no");
  for (const [origin, lang] of [site.url, bare.url].flatMap((url) => [[url, "nb"] as const, [url, "en"] as const])) {
    const guide = decodeEntities(await main(request, `${origin}${localizedPath("aiGuide", lang)}`));
    const region = bundles[lang].voice.region.us;
    expect(guide).toContain(bundles[lang].aiGuide.voice.elevenlabs.replace("{{region}}", region));
    for (const number of ["113", "116123"]) expect(guide).toContain(`href="tel:${number}"`);
    expect(guide).not.toContain("{{");
  }
});

// Without a voice agent, the AI guide says so; the security page and the product page's AI advisor
// section link to it.
test("the AI guide page says so when the site has no voice conversation, and the security and product pages link to it", async ({
  request,
}) => {
  for (const lang of ["nb", "en"] as const) {
    const guide = localizedPath("aiGuide", lang);
    expect(decodeEntities(await main(request, guide))).toContain(bundles[lang].aiGuide.voice.off);
    expect(await main(request, localizedPath("security", lang))).toContain(`href="${guide}"`);
    const product = await main(request, localizedPath("product", lang));
    expect(product.slice(product.indexOf('id="ai-veileder"'), product.indexOf('id="podcast"'))).toContain(
      `href="${guide}"`,
    );
  }
});

test("a founder page shows only its own section of the about content, and links back; the about page presents each founder once, in the founders section", async ({
  request,
}) => {
  for (const [founder, lang] of [
    [founders[0], "nb"],
    [founders[1], "en"],
  ] as const) {
    const page = await mainNodes(request, localizedPath("founder", lang, { founder: founder?.slug ?? "" }));
    // The name is the h1 and nothing else: the section neither repeats it nor names the other founder.
    const names = named(page, /^h[1-6]$/).filter((heading) => /Kari|Ola/.test(heading));
    expect(names).toEqual([`h1 ${founder?.name}`]);
    const back = DomUtils.findAll((element) => element.name === "a", page);
    const about = back.find((link) => DomUtils.textContent(link).includes(bundles[lang].founders.backToAbout));
    expect(about?.attribs.href).toBe(localizedPath("about", lang));
  }
  for (const lang of ["nb", "en"] as const) {
    const about = await mainNodes(request, localizedPath("about", lang));
    const section = DomUtils.findAll((element) => element.name === "section", about).filter((candidate) =>
      named([candidate], /^h2$/).includes(`h2 ${bundles[lang].about.foundersHeading}`),
    );
    for (const founder of founders) {
      expect(named(about, /^h[1-6]$/).filter((heading) => heading.endsWith(` ${founder.name}`))).toHaveLength(1);
      expect(named(section, /^h3$/)).toContain(`h3 ${founder.name}`);
      const portrait = DomUtils.findOne((element) => element.attribs.alt === founder.image.alt[lang], section);
      expect(portrait?.attribs.src).toBe(founder.image.src);
    }
  }
});

// The business page states each of the pilot's figures once: the facts band says them, the rest
// of the page does not repeat them.
test("the business page states each pilot figure once", async ({ request }) => {
  for (const lang of ["nb", "en"] as const) {
    const text = DomUtils.textContent(await mainNodes(request, localizedPath("business", lang)));
    for (const { value } of bundles[lang].business.facts) {
      // Not inside a range: "2 weeks" is not the end of "1–2 weeks".
      const figure = new RegExp(`(?<![\\d–])${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "gi");
      expect(text.match(figure), `${lang}: ${value}`).toHaveLength(1);
    }
  }
});

// The feedback page is one heading and the file's reviews, without their leading dash (every form of
// dash: tests/unit/parse-testimonials.test.ts), or the three built-in ones; its cards: feedback.nojs.spec.ts.
test("the feedback page has one heading and its quotes without their leading dash, from the file and from the fallback", async ({
  request,
  bareSite,
}) => {
  for (const [lang, dashed] of [
    ["nb", "Før eksamen var jeg helt på felgen."],
    ["en", "Before my exams I was completely frazzled."],
  ] as const) {
    for (const origin of ["", bareSite.url]) {
      const page = await mainNodes(request, `${origin}${localizedPath("feedback", lang)}`);
      // The h1 alone before the first card (the file's own title was a heading too).
      const order = named(page, /^(h[1-6]|figure)$/);
      expect(
        order.slice(
          0,
          order.findIndex((element) => element.startsWith("figure")),
        ),
      ).toEqual([`h1 ${bundles[lang].screens.feedback.heading}`]);
      const quotes = named(page, /^blockquote$/);
      expect(quotes).toHaveLength(origin ? 3 : 18);
      expect(quotes.filter((quote) => quote.startsWith(`blockquote ${dashed}`))).toHaveLength(origin ? 0 : 1);
    }
  }
});

// The youth page's promise: help lines a phone calls in one tap, ung.no, and a sign-up that knows who is signing up.
test("the youth page names its help lines as tel: links, links ung.no and signs up as ungdom", async ({ request }) => {
  for (const lang of ["nb", "en"] as const) {
    const html = await main(request, localizedPath("youngPeople", lang));
    // Young people's help lines, the children's line first.
    const tels = [...html.matchAll(/<a href="tel:(\d+)"[^>]*>([\d ]+)<\/a>/g)].map(([, tel, number]) => [tel, number]);
    expect(tels.slice(0, 4)).toEqual([
      ["116111", "116 111"],
      ["113", "113"],
      ["116123", "116 123"],
      ["80033321", "800 33 321"],
    ]);
    expect(html).toContain('<a href="https://www.ung.no"');
    expect(html).toContain(`<a href="https://signup.example.com/?lang=${lang}&amp;audience=ungdom"`);
  }
});

// The footer is the layout's, the same on every page: seen on the contact page (which has its own ending).
test("the footer links every menu page, the help lines, the company and both languages", async ({ request }) => {
  for (const lang of ["nb", "en"] as const) {
    const footer = decodeEntities(
      elementOf(await (await request.get(localizedPath("contact", lang))).text(), "footer"),
    );
    const hrefs = [...footer.matchAll(/<a [^>]*href="([^"]*)"/g)].map(([, href]) => href);
    for (const screen of menuScreens) expect(hrefs).toContain(localizedPath(screen.id, lang));
    expect(hrefs.filter((href) => href?.startsWith("tel:"))).toEqual([
      "tel:113",
      "tel:116117",
      "tel:116123",
      "tel:22400040",
    ]);
    expect(hrefs.some((href) => href?.startsWith("mailto:"))).toBe(true);
    for (const text of [
      "999 999 999",
      bundles[lang].site.tagline,
      bundles[lang].language.en,
      bundles[lang].language.nb,
    ]) {
      expect(footer).toContain(text);
    }
  }
});

test("the product page has every feature section id in its content file and its fallback, which says its contact note once, as the page's next step", async ({
  request,
  bareSite,
}) => {
  for (const product of ["/product", "/en/product", `${bareSite.url}/product`, `${bareSite.url}/en/product`]) {
    const html = await main(request, product);
    for (const anchor of ["dagbok", "mental-trening", "mindfulness", "ai-veileder", "podcast", "innsikt"]) {
      expect(html.match(new RegExp(` id="${anchor}"`, "g")), `${product} #${anchor}`).toHaveLength(1);
    }
  }
  const { contactHeading } = bundles.nb.product.fallback;
  const fallback = decodeEntities(await main(request, `${bareSite.url}/product`));
  expect(fallback.match(/<h2 id="next-step-heading"[^>]*>([^<]*)<\/h2>/)?.[1]).toBe(contactHeading);
  expect(fallback.split(contactHeading)).toHaveLength(2);
});
