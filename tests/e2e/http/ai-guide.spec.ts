import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { decodeEntities } from "../../support/html";
import { startSite } from "../../support/site-server";

// The AI advisor page: what it is, what to do in danger, and where speech goes, from the configuration.

const pages = { nb: "/ai-veilederen", en: "/en/ai-guide" } as const;
const voiceInUs = { VOICE_AGENT_ID_NB: "agent_nb", VOICE_AGENT_ID_EN: "agent_en", ELEVENLABS_SERVER_LOCATION: "us" };

/** The page's main element, entities decoded. */
async function mainOf(url: string): Promise<string> {
  const html = decodeEntities(await (await fetch(url)).text());
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
}

test("names the voice vendor and its configured region, with the help lines to call, from its file and its fallback", async () => {
  for (const content of [undefined, {}]) {
    await using site = await startSite(voiceInUs, { content });
    for (const lang of ["nb", "en"] as const) {
      const main = await mainOf(`${site.url}${pages[lang]}`);
      const region = bundles[lang].voice.region.us;
      expect(main).toContain(bundles[lang].aiGuide.voice.elevenlabs.replace("{{region}}", region));
      for (const number of ["113", "116123"]) expect(main).toContain(`href="tel:${number}"`);
      expect(main).not.toContain("{{");
    }
  }
});

test("says so when the site has no voice conversation; the security and product pages link to it, the product page from its AI advisor section", async ({
  site,
}) => {
  for (const lang of ["nb", "en"] as const) {
    expect(await mainOf(`${site.url}${pages[lang]}`)).toContain(bundles[lang].aiGuide.voice.off);
  }
  expect(await mainOf(`${site.url}/trygghet`)).toContain(`href="${pages.nb}"`);
  expect(await mainOf(`${site.url}/en/security`)).toContain(`href="${pages.en}"`);
  for (const [path, guide] of [
    ["/product", pages.nb],
    ["/en/product", pages.en],
  ]) {
    const main = await mainOf(`${site.url}${path}`);
    const section = main.slice(main.indexOf('id="ai-veileder"'), main.indexOf('id="podcast"'));
    expect(section, path).toContain(`href="${guide}"`);
  }
});
