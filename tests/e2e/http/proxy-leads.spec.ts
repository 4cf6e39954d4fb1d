import { randomUUID } from "node:crypto";
import { contactRequest } from "../../support/contact-form";
import { type FakeSupabase, startFakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { instanceBehindProxy, type Nginx, startNginx } from "../../support/nginx";
import { type RedisServer, startRedis } from "../../support/redis-server";
import { type SiteServer, startSite } from "../../support/site-server";

// Leads through the shipped deploy/nginx.conf in front of two instances sharing Redis: instances
// stop and die while visitors send; every lead they were told was received arrives, once.

test.describe.configure({ mode: "serial" });

let fake: FakeSupabase;
let redis: RedisServer;
let nginx: Nginx;
const sites: SiteServer[] = [];

const env = () => ({
  ...instanceBehindProxy(fake, redis.url),
  CONTACT_TIMEOUT_MS: "500",
  CONTACT_RETRY_MAX_MS: "500",
});

test.beforeAll(async () => {
  [fake, redis] = await Promise.all([startFakeSupabase(), startRedis()]);
  sites.push(...(await Promise.all([startSite(env()), startSite(env())])));
  nginx = await startNginx(sites.map((site) => new URL(site.url).host));
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all(sites.map((site) => site.stop("SIGKILL")));
  await redis?.stop();
  await fake?.stop();
});

/** A visitor's contact request through the proxy: its message, and whether it was accepted (303). */
async function send(email: string): Promise<{ message: string; status: number }> {
  const message = `Hei, jeg lurer på noe (${randomUUID()}).`;
  const response = await fetch(`${nginx.url}/kontakt`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: nginx.url },
    body: new URLSearchParams({ ...contactRequest, email, message }),
  });
  return { message, status: response.status };
}

/** The idempotency keys send-contact-email was called with for this message. */
const keysOf = (message: string) =>
  new Set(
    fake.requests
      .filter((call) => call.path.endsWith("/send-contact-email") && call.body.includes(message))
      .map((call) => String(call.headers["idempotency-key"])),
  );
const timesDelivered = (message: string) => {
  const keys = keysOf(message);
  return fake.delivered.filter((key) => keys.has(key)).length;
};

/**
 * Stops instance `index` (SIGTERM), starts it again on the same port with a fresh DATA_DIR, and
 * resolves once nginx sends it requests again (it leaves a failed instance alone for a while).
 */
async function restart(index: number) {
  const old = sites[index] as SiteServer;
  expect(await old.stop()).toBe(0);
  const next = await startSite({ ...env(), PORT: new URL(old.url).port });
  sites[index] = next;
  const reached = () => next.events("request").some((line) => line.path === "/healthz");
  await expect.poll(async () => (await fetch(`${nginx.url}/healthz`)).ok && reached(), { timeout: 15_000 }).toBe(true);
}

test("a rolling restart while 40 visitors send 5 requests each: none is turned away, every lead arrives once", async () => {
  test.setTimeout(90_000);
  const visitors = Array.from({ length: 40 }, (_, index) => `visitor-${index}@example.no`);
  const sent: { message: string; status: number }[] = [];
  const round = async () => sent.push(...(await Promise.all(visitors.map(send))));
  // Two requests each before, one while the first instance stops and starts, two while the second does.
  await round();
  await round();
  await Promise.all([restart(0), round()]);
  await Promise.all([restart(1), round().then(round)]);
  // nginx moves a post an instance refuses (it is stopping) on to the other: none is turned away.
  expect(sent.map((request) => request.status)).toEqual(Array(200).fill(303));
  for (const { message } of sent) {
    await expect.poll(() => timesDelivered(message), { timeout: 20_000 }).toBe(1);
    expect(keysOf(message).size).toBe(1);
  }
});

test("the instance that accepted a lead is killed while the backend is down; the other delivers it once", async () => {
  fake.setMode("error500");
  const { message, status } = await send("killed@example.no");
  expect(status).toBe(303);
  // Tried (and failed) at least once: its key is known.
  await expect.poll(() => keysOf(message).size).toBe(1);
  const [key] = keysOf(message);
  const holder = sites.findIndex((site) => site.events("contact.accepted").some((line) => line.leadId === key));
  expect(holder).toBeGreaterThanOrEqual(0);
  await sites[holder]?.stop("SIGKILL");
  fake.setMode("ok");
  await expect.poll(() => timesDelivered(message), { timeout: 20_000 }).toBe(1);
  expect(sites[1 - holder]?.events("contact.delivered").map((line) => line.leadId)).toContain(key);
});
