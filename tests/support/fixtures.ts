import { test as base, expect } from "@playwright/test";
import { type SiteServer, startSite } from "./site-server";

type WorkerFixtures = { site: SiteServer };

/** Every worker runs its own production server on the embedded default. */
export const test = base.extend<{ javaScriptEnabled: boolean }, WorkerFixtures>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the fixtures argument.
    async ({}, use) => {
      const site = await startSite();
      await use(site);
      await site.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
});

export { expect };
