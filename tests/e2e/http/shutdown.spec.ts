import nb from "../../../app/i18n/nb.json" with { type: "json" };
import { startFakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { startSite } from "../../support/site-server";

test("SIGTERM lets a slow request finish, refuses new ones, then exits 0", async () => {
  // The insights list waits for a stalled backend until its 1.5 s timeout: a slow request.
  await using fake = await startFakeSupabase();
  fake.setMode("stall");
  await using site = await startSite({
    SUPABASE_URL: fake.url,
    SUPABASE_ANON_KEY: fake.anonKey,
    ARTICLES_TIMEOUT_MS: "1500",
  });
  const slow = fetch(`${site.url}/innsikt`);
  // SIGTERM once the site waits on the backend for it.
  await expect
    .poll(() => fake.requests.map((request) => request.path))
    .toContain("/rest/v1/rpc/get_public_blog_articles");
  const exitCode = site.stop();
  await expect(() => expect(fetch(`${site.url}/healthz`)).rejects.toThrow()).toPass();
  const response = await slow;
  expect(response.status).toBe(200);
  expect(await response.text()).toContain(nb.insights.noArticles);
  expect(await exitCode).toBe(0);
});
