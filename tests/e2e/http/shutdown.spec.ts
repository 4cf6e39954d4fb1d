import { type FakeSupabase, startFakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { startSite } from "../../support/site-server";

let fake: FakeSupabase;

test.beforeAll(async () => {
  fake = await startFakeSupabase();
});

test.afterAll(async () => {
  await fake?.stop();
});

test("SIGTERM lets a slow request finish, refuses new ones, then exits 0", async () => {
  // The insights list waits for a stalled backend until its 1.5 s timeout: a slow request.
  fake.setMode("stall");
  const site = await startSite({
    SUPABASE_URL: fake.url,
    SUPABASE_ANON_KEY: fake.anonKey,
    ARTICLES_TIMEOUT_MS: "1500",
  });
  const started = Date.now();
  const slow = fetch(`${site.url}/innsikt`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const exitCode = site.stop();
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect(fetch(`${site.url}/healthz`)).rejects.toThrow();

  const response = await slow;
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("Ingen artikler er publisert ennå.");
  expect(Date.now() - started).toBeGreaterThan(1_400);
  expect(await exitCode).toBe(0);
  expect(Date.now() - started).toBeLessThan(10_000);
});
