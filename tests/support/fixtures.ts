import { test as base, expect } from "@playwright/test";
import { type FakeSupabase, startFakeSupabase } from "./fake-supabase";
import { type SiteServer, startSite } from "./site-server";

type Backed = { fake: FakeSupabase; site: SiteServer };
type WorkerFixtures = {
  site: SiteServer;
  bareSite: SiteServer;
  proxiedSite: SiteServer;
  /**
   * A fake Supabase and a site wired to it, with these settings on top of the fake's address and
   * key: started on a worker's first call with them, then shared by its tests (for test.beforeAll).
   */
  backends: (env: Record<string, string>) => Promise<Backed>;
};
type TestFixtures = {
  /** Settings for `backed`'s site (test.use at the top of a file). */
  backedEnv: Record<string, string>;
  /** backends(backedEnv). */
  backed: Backed;
  /**
   * `backed`'s fake, answering normally again after each test that changed its mode or delay
   * (what it holds and has recorded stays: a file seeds and clears those itself).
   */
  fake: FakeSupabase;
  /** `backed`'s site; a test that uses it gets the fake reset afterwards too. */
  backedSite: SiteServer;
};

type SiteFixture = [
  (fixtures: object, use: (site: SiteServer) => Promise<void>) => Promise<void>,
  { scope: "worker"; timeout: number },
];

/** A worker-scoped fixture of a site started as startSite(...options), stopped after the worker's last test. */
const siteWith = (...options: Parameters<typeof startSite>): SiteFixture => [
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the fixtures argument.
  async ({}, use) => {
    const site = await startSite(...options);
    await use(site);
    await site.stop();
  },
  { scope: "worker", timeout: 60_000 },
];

/** Every worker runs its own production server on the embedded default. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  site: siteWith({}),
  /** A server whose content folder has only the founders: every page shows its built-in fallback. */
  bareSite: siteWith({}, { content: {} }),
  /**
   * A server behind one trusted proxy (TRUST_PROXY=1): X-Forwarded-* from its peer count. Its
   * contact limits are small, so a hostile client reaches them in a few posts.
   */
  proxiedSite: siteWith({ TRUST_PROXY: "1", CONTACT_LIMIT_PER_ADDRESS: "3", CONTACT_LIMIT_PER_SENDER: "3" }),
  backends: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the fixtures argument.
    async ({}, use) => {
      // One worker for every file, whatever its settings: a new worker would launch a browser again.
      const started = new Map<string, Promise<Backed>>();
      const start = async (env: Record<string, string>): Promise<Backed> => {
        const fake = await startFakeSupabase();
        try {
          return { fake, site: await startSite({ SUPABASE_URL: fake.url, SUPABASE_ANON_KEY: fake.anonKey, ...env }) };
        } catch (error) {
          await fake.stop();
          throw error;
        }
      };
      await use((env) => {
        const key = JSON.stringify(env);
        const backed = started.get(key) ?? start(env);
        started.set(key, backed);
        return backed;
      });
      for (const backed of started.values()) {
        const pair = await backed.catch(() => null);
        await pair?.site.stop();
        await pair?.fake.stop();
      }
    },
    { scope: "worker", timeout: 60_000 },
  ],
  backedEnv: [{}, { option: true }],
  backed: async ({ backends, backedEnv }, use) => use(await backends(backedEnv)),
  fake: async ({ backed }, use) => {
    await use(backed.fake);
    backed.fake.setMode("ok");
    backed.fake.setDelay(0);
  },
  backedSite: async ({ backed, fake: _reset }, use) => use(backed.site),
  baseURL: async ({ site }, use) => use(site.url),
});

export { expect };
