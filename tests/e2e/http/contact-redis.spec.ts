import { createHash } from "node:crypto";
import { mkdtempDisposable } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { demoRequest, postForm } from "../../support/contact-form";
import { type FakeSupabase, startFakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { attributeOf } from "../../support/html";
import { leadsIn } from "../../support/leads";
import { type RedisServer, startRedis } from "../../support/redis-server";
import { type SiteServer, startSite } from "../../support/site-server";

// Several instances behind one load balancer: one contact rate limit in Redis, leads in Redis (BullMQ)
// and in SQLite while Redis is away (an instance killed with a lead waiting, and a rolling restart:
// proxy.spec.ts).

const [unavailable, available] = ["contact.rate_limit_redis_unavailable", "contact.rate_limit_redis_available"];
const count = (site: SiteServer, event: string) => site.events(event).length;

let posted = 0;

/**
 * The demo form as a browser on our pages posts it, from `address` through the
 * trusted proxy, by `email` or a sender of its own. Each with its own message: the
 * outbox answers a request it already delivered as sent, without trying to deliver it.
 */
function post(to: SiteServer, address: string, email = `kunde${posted + 1}@example.no`) {
  const message = `Vi vil gjerne se en demo (forespørsel ${++posted}).`;
  return postForm(to, { ...demoRequest, email, message }, { headers: { "X-Forwarded-For": address } });
}

/** The statuses of `times` posts from one address, taking turns over `sites`. */
async function statusesTakingTurns(sites: SiteServer[], address: string, times: number, email?: string) {
  const statuses: number[] = [];
  for (let index = 0; index < times; index++) {
    const to = sites[index % sites.length] as SiteServer;
    statuses.push((await post(to, address, email)).status);
  }
  return statuses;
}

let fake: FakeSupabase;

test.beforeAll(async () => {
  fake = await startFakeSupabase();
});

test.afterAll(async () => {
  await fake?.stop();
});

test.beforeEach(() => {
  fake.setMode("ok");
});

const siteEnv = () => ({
  SUPABASE_URL: fake.url,
  SUPABASE_ANON_KEY: fake.anonKey,
  TRUST_PROXY: "1",
  CONTACT_LIMIT_PER_ADDRESS: "5",
  CONTACT_LIMIT_PER_SENDER: "5",
  CONTACT_TIMEOUT_MS: "500",
  SESSION_SECRET: "shared-by-every-instance-of-the-site",
});

test.describe("two instances sharing one Redis", () => {
  test.describe.configure({ mode: "serial" });

  let redis: RedisServer;
  let sites: SiteServer[];

  test.beforeAll(async () => {
    redis = await startRedis();
    sites = await Promise.all(
      [1, 2].map(() => startSite({ ...siteEnv(), REDIS_URL: redis.url, REDIS_INSTANCES: "2" })),
    );
    // Until its connection is ready an instance counts in its own memory.
    for (const site of sites) await expect.poll(() => count(site, available)).toBe(1);
  });

  test.afterAll(async () => {
    await Promise.all((sites ?? []).map((site) => site.stop()));
    await redis?.stop();
  });

  test("five requests of one sender from one address across both are accepted, the sixth is refused (429), counted under the site's own keys", async () => {
    const email = "delt@example.no";
    expect(await statusesTakingTurns(sites, "2001:db8:10:1::7", 6, email)).toEqual([303, 303, 303, 303, 303, 429]);
    const sender = createHash("sha256").update(email).digest("base64url");
    // The limits' keys (the leads' queue is beside them).
    expect((await redis.keys()).filter((key) => !key.startsWith("sinnsro:contact-leads:"))).toEqual([
      "sinnsro:contact-address:2001:db8:10:1::/64",
      "sinnsro:contact-network:2001:db8:10::/48",
      `sinnsro:contact-sender:${sender}`,
    ]);
  });

  test("a form rendered by one instance submits to the other, whose banner cookie the first reads (SESSION_SECRET)", async () => {
    const [first, second] = sites as [SiteServer, SiteServer];
    const form = await (await fetch(`${first.url}/kontakt`)).text();
    const validFrom = attributeOf(form, /<input[^>]*name="from__confirm"[^>]*>/, "value") ?? "";
    const fields = {
      ...demoRequest,
      message: "Skjemaet kom fra den andre.",
      website__confirm: "",
      from__confirm: validFrom,
    };
    const sent = await postForm(second, fields, { headers: { "X-Forwarded-For": "203.0.113.11" } });
    expect(sent.status).toBe(303);
    const banner = await fetch(`${first.url}/hvorfor`, { headers: { Cookie: sent.headers.get("set-cookie") ?? "" } });
    expect(await banner.text()).toContain(bundles.nb.contact.sentText);
  });

  test("while Redis is gone each instance limits on its own, to its share of the limit, says so once and keeps leads in SQLite; back, they share again and the leads move into Redis, delivered once", async () => {
    const [first, second] = sites as [SiteServer, SiteServer];
    await redis.stop();
    for (const site of sites) await expect.poll(() => count(site, unavailable)).toBe(1);
    expect(first.events(unavailable)).toMatchObject([{ level: "error", fallback: "per instance" }]);

    // Each of the two instances allows 3 of the 5 (rounded up): 6 across both, not 10.
    const alone = "203.0.113.13";
    expect([
      ...(await statusesTakingTurns([first], alone, 4)),
      ...(await statusesTakingTurns([second], alone, 4)),
    ]).toEqual([303, 303, 303, 429, 303, 303, 303, 429]);
    // The accepted leads wait in SQLite meanwhile.
    const waiting = leadsIn(first.dataDir);
    expect(waiting.map((lead) => lead.state)).toEqual(["waiting", "waiting", "waiting"]);
    expect(first.events("contact.redis_unavailable")).toHaveLength(3);

    redis = await startRedis({ socket: redis.socket });
    for (const site of sites) await expect.poll(() => count(site, available), { timeout: 10_000 }).toBe(2);
    expect(await statusesTakingTurns(sites, "203.0.113.14", 6)).toEqual([303, 303, 303, 303, 303, 429]);
    for (const site of sites) expect(count(site, unavailable)).toBe(1);
    // Moved into Redis once the connection is back (its reconnection waits grow to 2 s), then delivered.
    // (A lead posted while the queue's own connection is still coming back waits in SQLite and moves too.)
    await expect.poll(() => leadsIn(first.dataDir), { timeout: 15_000 }).toEqual([]);
    const keys = waiting.map((lead) => lead.key).sort();
    const moved = first.events("contact.moved_to_redis").map((line) => String(line.leadId));
    expect(moved).toEqual(expect.arrayContaining(keys));
    const delivered = () => fake.delivered.filter((key) => keys.includes(key)).sort();
    await expect.poll(delivered, { timeout: 15_000 }).toEqual(keys);
  });
});

test("with a REDIS_URL where Redis hangs up on every connection, requests are answered and limited per instance, and the log says Redis is unavailable, once", async () => {
  await using folder = await mkdtempDisposable(path.join(tmpdir(), "no-redis-"));
  const socket = path.join(folder.path, "redis.sock");
  let attempts = 0;
  await using hangUp = net.createServer((connection) => {
    attempts += 1;
    connection.destroy();
  });
  await new Promise<void>((resolve) => hangUp.listen(socket, resolve));
  await using site = await startSite({
    ...siteEnv(),
    REDIS_URL: `redis://localhost?path=${encodeURIComponent(socket)}`,
  });
  await expect.poll(() => count(site, unavailable)).toBe(1);
  // How soon they are answered is a budget of `npm run bench`.
  expect(await statusesTakingTurns([site], "203.0.113.20", 6)).toEqual([303, 303, 303, 303, 303, 429]);
  // The site keeps trying (0.2, 0.4, 0.6 … s apart) and fails each time; none is logged again.
  await expect.poll(() => attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
  expect(count(site, unavailable)).toBe(1);
  expect(count(site, available)).toBe(0);
  // A graceful stop would wait about 25 s on the lead queue's close while Redis hangs up.
  await site.stop("SIGKILL");
});
