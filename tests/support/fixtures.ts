import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, test as base, expect } from "@playwright/test";
import { type SiteServer, startSite } from "./site-server";

type WorkerFixtures = { site: SiteServer; bareSite: SiteServer; proxiedSite: SiteServer };
type TestFixtures = { javaScriptEnabled: boolean; proxiedRequest: APIRequestContext };

/** Every worker runs its own production server on the embedded default. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the fixtures argument.
    async ({}, use) => {
      const site = await startSite();
      await use(site);
      await site.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  /** A server whose content folder has only the founders: every page shows its built-in fallback. */
  bareSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the fixtures argument.
    async ({}, use) => {
      const contentDir = await mkdtemp(path.join(tmpdir(), "bare-content-"));
      await copyFile(path.resolve("content/founders.json"), path.join(contentDir, "founders.json"));
      const site = await startSite({ CONTENT_DIR: contentDir });
      await use(site);
      await site.stop();
      await rm(contentDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 60_000 },
  ],
  /** A server behind one trusted proxy (TRUST_PROXY=1): X-Forwarded-* from its peer count. */
  proxiedSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the fixtures argument.
    async ({}, use) => {
      const site = await startSite({ TRUST_PROXY: "1" });
      await use(site);
      await site.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  proxiedRequest: async ({ playwright, proxiedSite }, use) => {
    const context = await playwright.request.newContext({ baseURL: proxiedSite.url });
    await use(context);
    await context.dispose();
  },
  baseURL: async ({ site }, use) => use(site.url),
});

export { expect };
