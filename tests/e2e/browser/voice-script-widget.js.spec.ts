import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { type SiteServer, startSite } from "../../support/site-server";

// The generic adapter, for a vendor other than ElevenLabs (VOICE_WIDGET_SCRIPT_URL).
// Stands in for the vendor's script: it provides window.VoiceWidget and records every start.
const WIDGET_SCRIPT = `window.VoiceWidget = { start(options) { (window.__voiceStarts ||= []).push(options); } };`;

let widgetServer: http.Server;
let widgetOrigin: string;
const widgetRequests: string[] = [];
let voiceSite: SiteServer;

test.beforeAll(async () => {
  widgetServer = http.createServer((request, response) => {
    widgetRequests.push(request.url ?? "");
    if (request.url === "/widget.js") {
      response.writeHead(200, { "Content-Type": "text/javascript" }).end(WIDGET_SCRIPT);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => widgetServer.listen(0, "127.0.0.1", resolve));
  widgetOrigin = `http://127.0.0.1:${(widgetServer.address() as AddressInfo).port}`;
  voiceSite = await startSite({
    VOICE_WIDGET_SCRIPT_URL: `${widgetOrigin}/widget.js`,
    VOICE_AGENT_ID_NB: "agent-nb",
    VOICE_AGENT_ID_EN: "agent-en",
  });
});

test.afterAll(async () => {
  await voiceSite?.stop();
  await new Promise((resolve) => widgetServer?.close(resolve));
});

test.beforeEach(() => {
  widgetRequests.length = 0;
});

const starts = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { __voiceStarts?: unknown[] }).__voiceStarts ?? []);

test("loads the widget only when the visitor asks, once, with the agent of the page's language", async ({ page }) => {
  await page.goto(`${voiceSite.url}/`);
  const launcher = page.getByRole("button", { name: bundles.nb.voice.launch });
  await expect(launcher).toBeVisible();
  expect(widgetRequests).toEqual([]);

  await launcher.click();
  await expect.poll(() => starts(page)).toEqual([{ agentId: "agent-nb", lang: "nb" }]);
  await launcher.click();
  await expect.poll(() => starts(page)).toHaveLength(2);
  expect(widgetRequests).toEqual(["/widget.js"]);

  await page.goto(`${voiceSite.url}/en/why`);
  expect(widgetRequests).toEqual(["/widget.js"]);
  await page.getByRole("button", { name: bundles.en.voice.launch }).click();
  await expect.poll(() => starts(page)).toEqual([{ agentId: "agent-en", lang: "en" }]);
});

test("loads the widget through 'strict-dynamic': no script host in the CSP, configured or not", async ({ request }) => {
  for (const url of [`${voiceSite.url}/`, "/"]) {
    const csp = (await request.get(url)).headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'strict-dynamic'( 'sha256-[^']+')+;/);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain(widgetOrigin);
  }
});

test("says so, in the page's language, when the widget cannot be loaded", async ({ page }) => {
  await page.route(`${widgetOrigin}/widget.js`, (route) => route.fulfill({ status: 503, body: "" }));
  await page.goto(`${voiceSite.url}/en`);
  await page.getByRole("button", { name: bundles.en.voice.launch }).click();
  await expect(page.getByRole("status").filter({ hasText: bundles.en.voice.state.unavailable })).toBeVisible();
});
