import { defineConfig } from "@playwright/test";

/**
 * Debian's Chromium headless shell (chromium-headless-shell, what Playwright itself runs headless):
 * the suite takes half the time it takes in the full browser. Playwright never downloads a browser here.
 */
const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // A microphone that plays a test tone, for the voice assistant, granted without a prompt (the
      // shell has no prompt to show: without this getUserMedia rejects every page).
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: "list",
  outputDir: "tests/.output/playwright",
  projects: [
    { name: "http", testMatch: "http/**/*.spec.ts" },
    {
      name: "js",
      testMatch: "browser/**/*.spec.ts",
      // *.nojs.spec.ts: server HTML and CSS, the same with and without JavaScript, seen once (without).
      testIgnore: "browser/**/*.nojs.spec.ts",
      use: { ...chromium, javaScriptEnabled: true },
    },
    {
      name: "nojs",
      testMatch: "browser/**/*.spec.ts",
      // *.js.spec.ts covers what only exists with JavaScript (the hash, the menu's keys), and the
      // page walks that audit each page both ways in one test (page-checks' noJsView).
      testIgnore: "browser/**/*.js.spec.ts",
      use: { ...chromium, javaScriptEnabled: false },
    },
  ],
});
