import { contactRequest, postForm } from "../../support/contact-form";
import { startFakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { startSite } from "../../support/site-server";

/** Every page the backend feeds, and what it must still answer when the backend misbehaves. */
const pages: { path: string; headers?: Record<string, string>; status: number; shows?: string }[] = [
  // No lang cookie and a language we do not serve: detect-language is asked, nb is the fallback.
  { path: "/", headers: { "Accept-Language": "de-DE" }, status: 200, shows: bundles.nb.home.hero.heading },
  { path: "/en", status: 200, shows: bundles.en.home.hero.heading },
  { path: "/innsikt", status: 200, shows: bundles.nb.insights.noArticles },
  { path: "/en/insights", status: 200, shows: bundles.en.insights.noArticles },
  { path: "/innsikt/en-artikkel", status: 302 },
  { path: "/hvorfor", status: 200 },
  { path: "/kontakt", status: 200 },
  { path: "/sitemap.xml", status: 200 },
  { path: "/innsikt/rss.xml", status: 200 },
];

// Bounded time is the site's own timeouts, not a stopwatch here: with a stalled
// backend the fake sees the site hang up on every call it made.
// One backend per class of failure: none listening, no answer in time, and answers that are not
// JSON, too large, or of the wrong shape (an error status, a reset connection: insights-supabase.spec.ts
// and the unit tests of each call).
for (const mode of ["refused", "stall", "garbage", "huge", "wrongShape"] as const) {
  test(`with the backend ${mode}, every page answers with its fallback, and failures are logged with the request id`, async () => {
    test.setTimeout(90_000);
    // Nothing listens on port 9 (discard): every connection is refused.
    await using fake = mode === "refused" ? null : await startFakeSupabase();
    if (fake && mode !== "refused") fake.setMode(mode);
    // Short timeouts: a stalled backend costs each page its articles' timeout.
    const timeouts = { CONTACT_TIMEOUT_MS: "1000", ARTICLES_TIMEOUT_MS: "500" };
    const backend = { SUPABASE_URL: fake?.url ?? "http://127.0.0.1:9", SUPABASE_ANON_KEY: "test-anon-key" };
    await using site = await startSite({ ...backend, ...timeouts });
    for (const page of pages) {
      const response = await fetch(`${site.url}${page.path}`, { redirect: "manual", headers: page.headers });
      const body = await response.text();
      expect(response.status, `${page.path} status`).toBe(page.status);
      if (page.shows) expect(body, page.path).toContain(page.shows);
    }
    // A contact request that cannot be delivered yet is accepted, kept and retried.
    const contact = await postForm(site, { ...contactRequest, message: `Feil i modus ${mode}.` });
    expect(contact.status).toBe(303);
    await expect.poll(() => site.events("contact.failed").length).toBeGreaterThan(0);

    const failures = ["articles.failed", "language_detection_failed", "supabase.row_dropped"].flatMap(site.events);
    expect(failures.length).toBeGreaterThan(0);
    for (const line of failures) expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // Pages never answer 5xx.
    expect(site.logs()).not.toMatch(/"method":"GET","path":"[^"]*","status":5\d\d/);
    if (fake && mode === "stall") {
      // Every call the site made was cut off by its own timeout, none left hanging.
      expect(fake.requests.length).toBeGreaterThan(0);
      await expect.poll(() => fake.abandoned.length).toBe(fake.requests.length);
    }
  });
}
