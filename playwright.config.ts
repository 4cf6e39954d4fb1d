import { defineConfig } from "@playwright/test";

/**
 * Debian's Chromium; Playwright never downloads a browser here. Pages are seen in its headless
 * shell (Debian's chromium-headless-shell, what Playwright itself runs headless): the suite takes
 * about half the time it takes in the full browser. The shell has no media capture (getUserMedia
 * rejects with NotSupportedError), so the voice assistant is seen in the full browser.
 */
const chromium = (executablePath: string) => ({
  browserName: "chromium" as const,
  launchOptions: {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // A microphone that plays a test tone, for the voice assistant; pages still have to be
      // granted it (context.grantPermissions), so one that is not is refused.
      "--use-fake-device-for-media-stream",
    ],
  },
});
const headlessShell = chromium(process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell");
const voiceSpec = "browser/voice-assistant.js.spec.ts";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: "list",
  outputDir: "tests/.output/playwright",
  // In this order the longest tests (the voice assistant's) start first and short ones fill in last.
  projects: [
    {
      name: "voice",
      testMatch: voiceSpec,
      use: { ...chromium(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"), javaScriptEnabled: true },
    },
    { name: "http", testMatch: "http/**/*.spec.ts" },
    {
      name: "js",
      testMatch: "browser/**/*.spec.ts",
      // *.nojs.spec.ts: server HTML and CSS, the same with and without JavaScript, seen once (without).
      testIgnore: ["browser/**/*.nojs.spec.ts", voiceSpec],
      use: { ...headlessShell, javaScriptEnabled: true },
    },
    {
      name: "nojs",
      testMatch: "browser/**/*.spec.ts",
      // *.js.spec.ts covers what only exists with JavaScript (the hash, the menu's keys), and the
      // page walks that audit each page both ways in one test (page-checks' noJsView).
      testIgnore: "browser/**/*.js.spec.ts",
      use: { ...headlessShell, javaScriptEnabled: false },
    },
  ],
});
