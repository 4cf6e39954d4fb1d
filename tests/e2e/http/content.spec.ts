import founders from "../../../content/founders.json" with { type: "json" };
import { jsonLd } from "../../support/articles";
import { contentPages } from "../../support/content-pages";
import { expect, test } from "../../support/fixtures";
import { attributeOf, decodeEntities } from "../../support/html";
import { startSite } from "../../support/site-server";

test("the about page describes the organisation and both founders as JSON-LD", async ({ request }) => {
  for (const [path, lang] of [
    ["/about", "nb"],
    ["/en/about", "en"],
  ] as const) {
    const [organization, ...rest] = jsonLd(await (await request.get(path)).text());
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
});

test("a founder page has Person JSON-LD and the founder's meta description", async ({ request }) => {
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
test("content pages are served sanitised: no script, style or handler from content files", async ({ request }) => {
  for (const page of [...contentPages("nb"), ...contentPages("en")]) {
    const html = await (await request.get(page.path)).text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main, page.path).not.toMatch(/<script|<style|<iframe|\son[a-z]+=|javascript:/i);
    for (const image of main.match(/<img [^>]*>/g) ?? []) {
      expect(image).toMatch(/width="\d+"/);
      expect(image).toMatch(/height="\d+"/);
    }
  }
});

// The W3C Nu checker on the built-in fallbacks and the business section: pages.spec.ts.

test("the privacy page names the data controller from the configuration, the processors and when it last changed", async () => {
  const company = {
    COMPANY_NAME: "Ro Helse AS",
    COMPANY_ORG_NUMBER: "912345678",
    COMPANY_ADDRESS: "Testveien 2, 0150 Oslo",
    CONTACT_EMAIL: "personvern@rohelse.no",
  };
  // With a voice agent, the voice vendor is named among the processors, with its region.
  await using site = await startSite({
    ...company,
    VOICE_AGENT_ID_NB: "agent_nb_test",
    VOICE_AGENT_ID_EN: "agent_en_test",
  });
  for (const [path, date] of [
    ["/personvern", "Sist endret 26. november 2026."],
    ["/en/privacy", "Last changed 26 November 2026."],
  ]) {
    const text = decodeEntities(await (await fetch(`${site.url}${path}`)).text());
    expect(text).toContain("Ro Helse AS (org");
    for (const fact of ["912 345 678", "Testveien 2, 0150 Oslo", 'href="mailto:personvern@rohelse.no"', date]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain("<strong>Supabase</strong>");
    expect(text).toMatch(/ElevenLabs (i|in the) USA/);
    expect(text).not.toContain("{{");
  }
  // Without its content file, the page's built-in text still names the controller and where to write.
  await using bare = await startSite(company, { content: {} });
  const text = decodeEntities(await (await fetch(`${bare.url}/personvern`)).text());
  expect(text).toContain("Ro Helse AS (org.nr. 912 345 678), Testveien 2, 0150 Oslo, er behandlingsansvarlig");
  expect(text).toContain("personvern@rohelse.no");
});
