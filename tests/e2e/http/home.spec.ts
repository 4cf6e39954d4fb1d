import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { checkedRadioValue, decodeEntities } from "../../support/html";
import { startSite } from "../../support/site-server";

test.describe("the audience form without JavaScript", () => {
  test("stores a valid choice in a cookie and goes back to the selector", async ({ request }) => {
    for (const [home, fields, location] of [
      ["/", { audience: "bedrift" }, "/#audience"],
      ["/en", { audience: "ungdom" }, "/en#audience"],
    ] as const) {
      const response = await request.post(home, { form: fields, maxRedirects: 0 });
      expect(response.status()).toBe(303);
      expect(response.headers().location).toBe(location);
      expect(response.headers()["set-cookie"]).toBe(
        `audience=${fields.audience}; Max-Age=31536000; Path=/; SameSite=Lax`,
      );
    }
    // The chosen audience's card and call to action: for a business the demo form (sent from it:
    // tests/e2e/browser/contact.spec.ts); for young people the sign-up with their audience, and their
    // page one link away in the selector. (With JavaScript, from localStorage: home.js.spec.ts.)
    const html = await (await request.get("/en", { headers: { Cookie: "audience=bedrift" } })).text();
    expect(checkedRadioValue(html, "audience")).toBe("bedrift");
    expect(decodeEntities(html)).toContain(bundles.en.home.audience.options.bedrift.title);
    expect(html).toMatch(/<section id="neste-steg"[^>]*>[\s\S]*id="home-demo-form"/);
    const youth = await (await request.get("/", { headers: { Cookie: "audience=ungdom" } })).text();
    expect(decodeEntities(youth)).toContain(bundles.nb.home.audience.options.ungdom.title);
    const [selector = "", nextStep = ""] = youth
      .slice(youth.indexOf('id="audience"'))
      .split('<section id="neste-steg"');
    expect(selector).toContain('href="/ungdom"');
    const youthCta = nextStep.slice(0, nextStep.indexOf("</section>"));
    expect(youthCta).toContain('href="https://signup.example.com/?lang=nb&amp;audience=ungdom"');
    expect(youthCta).not.toContain('href="/ungdom"');
  });

  // Which values are audiences: tests/unit/audience.test.ts.
  test("answers 400 with a translated message for an audience not one of the three, and sets no cookie; ignores such a cookie", async ({
    request,
  }) => {
    for (const [home, audience, message] of [
      ["/", "", bundles.nb.home.audience.invalid],
      ["/en", "Bedrift", bundles.en.home.audience.invalid],
    ] as const) {
      const response = await request.post(home, { form: { audience }, maxRedirects: 0 });
      expect(response.status()).toBe(400);
      expect(response.headers()["set-cookie"]).toBeUndefined();
      expect(await response.text()).toContain(message);
    }
    const html = await (
      await request.get("/", { headers: { Cookie: "audience=%3Cscript%3Ealert(1)%3C%2Fscript%3E" } })
    ).text();
    expect(checkedRadioValue(html, "audience")).toBe("personlig");
    expect(html).not.toContain("alert(1)");
  });
});

// Testimonials, from the feedback file of the page's language (18 of them) or built in without it:
// tests/e2e/browser/home.js.spec.ts (the carousel), http/content.spec.ts (the feedback page) and
// tests/unit/testimonials.test.ts.

test("each figure on the home page shows its source from content/figures.json, and none without one", async ({
  request,
}) => {
  const figures = {
    "85 %": {
      nb: "Egen brukerundersøkelse med 412 svar, mars 2026",
      en: "Our own user survey, 412 answers, March 2026",
    },
  };
  await using site = await startSite({}, { content: { "figures.json": JSON.stringify(figures) } });
  for (const [home, lang] of [
    ["/", "nb"],
    ["/en", "en"],
  ] as const) {
    const html = await (await fetch(`${site.url}${home}`)).text();
    // Beside its figure; the next figure, without a source, has none.
    expect(html).toMatch(new RegExp(`>85\\s?%</dd><dd[^>]*>${figures["85 %"][lang]}</dd></div>`));
    expect(html).toMatch(/>90\s?%<\/dd><\/div>/);
  }
  expect(await (await request.get("/")).text()).not.toContain("brukerundersøkelse med");
});
