import type { Page } from "@playwright/test";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

// The generic adapter, for a vendor other than ElevenLabs (VOICE_WIDGET_SCRIPT_URL).
const WIDGET_URL = "https://widget.example/widget.js";
test.use({
  backedEnv: { VOICE_WIDGET_SCRIPT_URL: WIDGET_URL, VOICE_AGENT_ID_NB: "agent-nb", VOICE_AGENT_ID_EN: "agent-en" },
});

/**
 * Stands in for the vendor's script, answered in the browser: it provides window.VoiceWidget and
 * records every start. Gives the list of its fetches.
 */
async function serveWidget(page: Page) {
  const fetches: string[] = [];
  await page.route(WIDGET_URL, (route) => {
    fetches.push(route.request().url());
    return route.fulfill({
      contentType: "text/javascript",
      body: "window.VoiceWidget = { start(options) { (window.__voiceStarts ||= []).push(options); } };",
    });
  });
  return fetches;
}

const starts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __voiceStarts?: unknown[] }).__voiceStarts ?? []);

test("loads the widget only when the visitor asks, once, with the agent of the page's language, through 'strict-dynamic'", async ({
  page,
  request,
  backed,
}) => {
  // No script host in the CSP: the page's own script adds the widget's.
  const csp = (await request.get(`${backed.site.url}/`)).headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'strict-dynamic'( 'sha256-[^']+')+;/);
  expect(csp).toContain("connect-src 'self';");
  expect(csp).not.toContain("widget.example");
  const fetches = await serveWidget(page);
  await page.goto(`${backed.site.url}/`);
  const launcher = page.getByRole("button", { name: bundles.nb.voice.launch });
  await expect(launcher).toBeVisible();
  expect(fetches).toEqual([]);

  await launcher.click();
  await expect.poll(() => starts(page)).toEqual([{ agentId: "agent-nb", lang: "nb" }]);
  await launcher.click();
  await expect.poll(() => starts(page)).toHaveLength(2);
  expect(fetches).toEqual([WIDGET_URL]);

  await page.goto(`${backed.site.url}/en/why`);
  expect(fetches).toEqual([WIDGET_URL]);
  await page.getByRole("button", { name: bundles.en.voice.launch }).click();
  await expect.poll(() => starts(page)).toEqual([{ agentId: "agent-en", lang: "en" }]);
});

test("says so, in the page's language, when the widget cannot be loaded", async ({ page, backed }) => {
  await page.route(WIDGET_URL, (route) => route.fulfill({ status: 503, body: "" }));
  await page.goto(`${backed.site.url}/en`);
  await page.getByRole("button", { name: bundles.en.voice.launch }).click();
  await expect(page.getByRole("status").filter({ hasText: bundles.en.voice.state.unavailable })).toBeVisible();
});
