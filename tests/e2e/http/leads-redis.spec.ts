import { demoRequest, postForm } from "../../support/contact-form";
import { type FakeSupabase, startFakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { leadsIn } from "../../support/leads";
import { type RedisServer, startRedis } from "../../support/redis-server";
import { type SiteServer, startSite } from "../../support/site-server";

// Leads in Redis (BullMQ): accepted by one instance, delivered by any.

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

test("a lead accepted by an instance killed while the backend is down is delivered once by the other", async () => {
  const [doomed, survivor] = await Promise.all([startSite(siteEnv()), startSite(siteEnv())]);
  try {
    fake.setMode("error500");
    const message = "Tatt imot av en instans som så dør.";
    expect((await post(doomed, message)).status).toBe(303);
    // Kept in Redis, not on the instance's disk.
    expect(leadsIn(doomed.dataDir)).toEqual([]);
    await expect.poll(() => keysSent(message).length).toBeGreaterThan(0);
    await doomed.stop("SIGKILL");
    fake.setMode("ok");
    const [key] = keysSent(message);
    await expect.poll(() => fake.delivered.filter((sent) => sent === key).length, { timeout: 20_000 }).toBe(1);
    expect(survivor.events("contact.delivered").map((line) => line.leadId)).toContain(key);
    // Given time to go wrong, it still went once: the job is complete in Redis.
    const again = "Neste henvendelse, etter den første.";
    expect((await post(survivor, again)).status).toBe(303);
    await expect.poll(() => fake.delivered.filter((sent) => keysSent(again).includes(sent)).length).toBe(1);
    expect(fake.delivered.filter((sent) => sent === key)).toHaveLength(1);
  } finally {
    await Promise.all([doomed.stop("SIGKILL"), survivor.stop()]);
  }
});

test("while Redis is away a post is kept in SQLite, then moved to Redis and delivered when it returns", async () => {
  const site = await startSite(siteEnv());
  try {
    fake.setMode("ok");
    await redis.stop();
    const message = "Sendt mens Redis var borte.";
    expect((await post(site, message)).status).toBe(303);
    expect(leadsIn(site.dataDir)).toMatchObject([{ state: "waiting", payload: { message } }]);
    expect(site.events("contact.redis_unavailable")).toHaveLength(1);
    redis = await startRedis({ socket: redis.socket });
    await expect.poll(() => leadsIn(site.dataDir), { timeout: 15_000 }).toEqual([]);
    await expect.poll(() => keysSent(message).filter((key) => fake.delivered.includes(key)).length).toBe(1);
  } finally {
    await site.stop();
  }
});
