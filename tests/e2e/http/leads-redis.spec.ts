import { demoRequest, postForm } from "../../support/contact-form";
import { type FakeSupabase, startFakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { leadsIn } from "../../support/leads";
import { type RedisServer, startRedis } from "../../support/redis-server";
import { type SiteServer, startSite } from "../../support/site-server";

// Leads in Redis (BullMQ) while Redis is away (an instance killed with a lead waiting, and a rolling
// restart: proxy-leads.spec.ts).

let fake: FakeSupabase;
let redis: RedisServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  [fake, redis] = await Promise.all([startFakeSupabase(), startRedis()]);
});

test.afterAll(async () => {
  await redis?.stop();
  await fake?.stop();
});

const siteEnv = () => ({
  SUPABASE_URL: fake.url,
  SUPABASE_ANON_KEY: fake.anonKey,
  REDIS_URL: redis.url,
  SESSION_SECRET: "shared-by-every-instance-of-the-site",
  CONTACT_TIMEOUT_MS: "500",
  CONTACT_RETRY_MAX_MS: "500",
});

const post = (site: SiteServer, message: string) => postForm(site, { ...demoRequest, message });

const keysSent = (message: string) =>
  fake.requests
    .filter((call) => call.path.endsWith("/send-contact-email") && call.body.includes(message))
    .map((call) => String(call.headers["idempotency-key"]));

test("while Redis is away a post is kept in SQLite, then moved to Redis and delivered when it returns", async () => {
  test.setTimeout(60_000);
  const site = await startSite(siteEnv());
  try {
    fake.setMode("ok");
    await redis.stop();
    const message = "Sendt mens Redis var borte.";
    expect((await post(site, message)).status).toBe(303);
    expect(leadsIn(site.dataDir)).toMatchObject([{ state: "waiting", payload: { message } }]);
    expect(site.events("contact.redis_unavailable")).toHaveLength(1);
    redis = await startRedis({ socket: redis.socket });
    // Moved once the site's connection to Redis is back (its reconnection waits grow to 2 s).
    await site.logLine('"event":"contact.moved_to_redis"');
    expect(leadsIn(site.dataDir)).toEqual([]);
    await expect
      .poll(() => keysSent(message).filter((key) => fake.delivered.includes(key)).length, { timeout: 15_000 })
      .toBe(1);
  } finally {
    await site.stop();
  }
});
