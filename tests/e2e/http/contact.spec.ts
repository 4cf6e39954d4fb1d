import { mkdtempDisposable } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { contactRequest, demoRequest as demo, postForm } from "../../support/contact-form";
import type { FakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { leadsIn } from "../../support/leads";
import { runBuildScript, type SiteServer, startSite, UNWRITABLE_DATA_DIR } from "../../support/site-server";

let fake: FakeSupabase;
let site: SiteServer;
let nextAddress = 1;

const nb = bundles.nb.contact;

/** A form post as a browser on our own pages sends it, from its own client address. */
function post(fields: Record<string, string>, { address, to = site }: { address?: string; to?: SiteServer } = {}) {
  return postForm(to, fields, { headers: { "X-Forwarded-For": address ?? `203.0.113.${nextAddress++}` } });
}

/** The statuses of the demo request sent from each address in turn. */
async function statusesFrom(addresses: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const address of addresses) statuses.push((await post(demo, { address })).status);
  return statuses;
}

const leads = () => leadsIn(site.dataDir);
const leadWith = (message: string) => leads().find((lead) => lead.payload.message === message);

const contactCalls = () => fake.requests.filter((request) => request.path === "/functions/v1/send-contact-email");

const mailboxes = { SALES_EMAIL: "salg@sinnsro.test", BUSINESS_SALES_EMAIL: "bedrift@sinnsro.test" };
// Two requests per address (an IPv6 /64), three per IPv6 /48. Every request here is Kari's: a
// sender's own limit is tested in hardening.spec.ts.
const limits = { CONTACT_LIMIT_PER_ADDRESS: "2", CONTACT_LIMIT_PER_NETWORK: "3", CONTACT_LIMIT_PER_SENDER: "1000" };
test.beforeAll(async ({ backends }) => {
  ({ fake, site } = await backends({
    ...mailboxes,
    ...limits,
    TRUST_PROXY: "1",
    CONTACT_TIMEOUT_MS: "500",
    CONTACT_RETRY_MAX_MS: "200",
  }));
});

test.describe.configure({ mode: "serial" });

test.beforeEach(() => {
  fake.setMode("ok");
  fake.data.contactReply = { success: true };
  fake.requests.length = 0;
});

test("a demo request reaches send-contact-email with the exact payload, then the visitor goes back", async () => {
  const response = await post(demo);
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("/hvorfor");
  expect(response.headers.get("set-cookie")).toContain("__flash=");
  // Accepted once kept; delivered right after.
  await expect.poll(() => leadWith(demo.message)?.state).toBe("delivered");
  const [call] = contactCalls();
  expect(call?.headers.apikey).toBe(fake.anonKey);
  const { intent, audienceContext, returnTo, ...typed } = demo;
  const subject = "Demoforespørsel fra nettsiden (Bedrift)";
  const sent = { ...typed, to: "bedrift@sinnsro.test", subject, intent: "demo", fromEmail: "kari@example.no" };
  expect(JSON.parse(call?.body ?? "")).toEqual(sent);
  const banner = await fetch(`${site.url}/hvorfor`, { headers: { Cookie: response.headers.get("set-cookie") ?? "" } });
  expect(await banner.text()).toContain(nb.sentText);
  expect(site.logs()).not.toContain("kari@example.no");
});

// Delivery failing (a reported error, a 5xx, no answer) is retried: tests/unit/contact-delivery.test.ts and, end
// to end, the Idempotency-Key test below. Where a contact without audience goes, and invalid input's
// messages tied to its fields: tests/e2e/browser/contact.spec.ts.

// A form rendered by another instance with the same SESSION_SECRET: contact-redis.spec.ts.
test("a bot is told it worked and nothing is kept; a form whose time is not the site's comes back with what was typed", async () => {
  const bot = { ...contactRequest, message: "Kjøp billige klokker nå!", website__confirm: "https://spam.example" };
  expect((await post(bot)).status).toBe(303);
  // A time that is not the site's (a page from before the secret changed): maybe a person, so the
  // form comes back to be sent again.
  const message = "Skrevet i en gammel fane.";
  const expired = await post({
    ...contactRequest,
    message,
    website__confirm: "",
    from__confirm: "U2FsdGVkX19tYWRlIHVw",
  });
  expect(expired.status).toBe(400);
  const page = await expired.text();
  expect(page).toContain(nb.expired);
  expect(page).toContain(message);
  expect([leadWith(bot.message), leadWith(message)]).toEqual([undefined, undefined]);
});

test("more than the allowed requests from one address answer 429, the form coming back; the limit counts the address our proxy appended, an IPv6 /64 as one, the /64s of one /48 together", async () => {
  const address = "198.51.100.7";
  expect(await statusesFrom([address, address])).toEqual([303, 303]);
  const refused = await post(demo, { address });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  // Nothing typed is lost: the demo form comes back with its values, still a demo request.
  const page = await refused.text();
  expect(page).toContain(nb.tooMany);
  expect(page).toContain(`value="${demo.email}"`);
  expect(page).toContain(`>${demo.message}</textarea>`);
  expect(page).toContain('<input type="hidden" name="intent" value="demo"/>');
  expect((await post(demo)).status).toBe(303);
  expect(await statusesFrom(["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2::3"])).toEqual([303, 303, 429]);
  const subnets = ["1", "2", "3", "4"].map((subnet) => `2001:db8:48:${subnet}::1`);
  expect(await statusesFrom([...subnets, "2001:db8:49:1::1"])).toEqual([303, 303, 303, 429, 303]);
  // What the client wrote left of our proxy's entry is its own word (each spelling of an address: client-key.test.ts).
  const spoofed = [1, 2, 3].map((n) => `10.${n}.${n}.${n}, 192.0.2.50`);
  expect(await statusesFrom(spoofed)).toEqual([303, 303, 429]);
});

test("a form with field names the form does not have costs nothing and keeps the form's answer", async () => {
  for (const name of ["message[4294967294]", `a${"[0]".repeat(2_500)}`, `${"x.".repeat(5_000)}x`]) {
    const extra = { [name]: "1" };
    const response = await post({ ...demo, ...extra, message: "Hei, dette er en vanlig melding." });
    expect(response.status).toBe(303);
  }
  const stray = await post({ "message[10000000]": "x" });
  expect(stray.status).toBe(400);
  expect((await stray.text()).length).toBeLessThan(200_000);
});

test("every attempt at one request carries its one Idempotency-Key; sent again, it is neither kept twice nor tried again", async () => {
  const request = { ...demo, message: "Samme henvendelse, sendt flere ganger." };
  fake.setMode("error500");
  expect((await post(request)).status).toBe(303);
  // Accepted as kept, and retried until it is delivered.
  await expect.poll(() => leadWith(request.message)?.attempts).toBeGreaterThanOrEqual(1);
  expect(leadWith(request.message)).toMatchObject({ state: "waiting", lastError: expect.any(String) });
  const callsBefore = contactCalls().length;
  // Sent again while it waits: the same answer at once, no attempt of its own.
  expect((await post(request)).status).toBe(303);
  fake.setMode("ok");
  await expect.poll(() => leadWith(request.message)?.state).toBe("delivered");
  expect((await post(request)).status).toBe(303);
  const keys = contactCalls().map((call) => call.headers["idempotency-key"]);
  expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
  expect(new Set(keys)).toEqual(new Set([leadWith(request.message)?.key]));
  // One call per failed attempt and one that delivered: each attempt
  // after the first came from the retries, none from the resubmissions.
  expect(keys.length).toBeGreaterThan(callsBefore);
  const key = leadWith(request.message)?.key;
  expect(site.events("contact.duplicate").filter((line) => line.leadId === key)).toHaveLength(2);
  expect(leads().filter((lead) => lead.payload.message === request.message)).toHaveLength(1);
});

test("after sending, the visitor goes to a path of this site that starts with exactly one slash", async () => {
  // Every spelling of a target: tests/unit/paths.test.ts (localPath).
  for (const [returnTo, location] of [
    ["/.//evil.com/", "/evil.com/"],
    ["https://evil.com/", "/"],
  ] as const) {
    const response = await post({ ...demo, message: "Hvor havner jeg etterpå?", returnTo });
    expect(response.status, returnTo).toBe(303);
    expect(response.headers.get("location"), returnTo).toBe(location);
  }
});

test("a Referer that is relative or not a URL at all gives the form, with a way back on this site", async () => {
  for (const [referer, returnTo] of [
    ["/hvorfor", "/hvorfor"],
    ["http://[::1", "/"],
    ["https://elsewhere.example/hvorfor", "/"],
  ] as const) {
    const response = await fetch(`${site.url}/kontakt`, { headers: { Referer: referer } });
    expect(response.status, referer).toBe(200);
    expect(await response.text(), referer).toContain(`name="returnTo" value="${returnTo}"`);
  }
});

test("a post the form cannot have sent is refused with the status and message that say why, never a 500, and nothing is sent", async () => {
  const urlencoded = "application/x-www-form-urlencoded";
  const invalidUtf8 = Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe]);
  // Which origins are another site's: tests/unit/http-policy.test.ts.
  for (const [type, body, origin, status, shows] of [
    [urlencoded, new URLSearchParams({ ...demo, message: "x".repeat(65 * 1024) }), site.url, 413, nb.tooLarge],
    [urlencoded, new URLSearchParams(demo), "https://evil.example", 403, nb.forbidden],
    // Not a form: the form comes back with its messages.
    ["application/json", JSON.stringify(demo), site.url, 400, nb.errors.name],
    [urlencoded, invalidUtf8, site.url, 400, nb.errors.name],
  ] as const) {
    const headers = { "Content-Type": type, Origin: origin, "X-Forwarded-For": "192.0.2.1" };
    const response = await fetch(`${site.url}/kontakt`, { method: "POST", headers, body });
    expect(response.status, `${type} from ${origin}`).toBe(status);
    expect(await response.text()).toContain(shows);
  }
  expect(contactCalls()).toEqual([]);
});

test("npm run outbox lists leads without what the visitor wrote, shows one whole, and removes it", async () => {
  await using folder = await mkdtempDisposable(path.join(tmpdir(), "contact-outbox-cli-"));
  const ownDir = folder.path;
  const run = (args: string[]) => runBuildScript("outbox.js", { DATA_DIR: ownDir }, args);
  // A folder without a store is not an empty store (an operator's wrong DATA_DIR), and it stays empty.
  expect(await run([])).toMatchObject({ code: 1, stderr: expect.stringContaining(`No lead store in ${ownDir}`) });
  expect(leadsIn(ownDir)).toEqual([]);
  expect((await run(["--rmove", "x"])).code).toBe(2);
  // A site without Supabase keeps its leads: the store is the delivery.
  await using keeper = await startSite({ DATA_DIR: ownDir, TRUST_PROXY: "1" });
  expect((await post({ ...demo, message: "Lagret til noen leser den." }, { to: keeper })).status).toBe(303);
  await keeper.stop();
  const [kept] = leadsIn(ownDir);
  const listed = await run([]);
  expect(listed.stdout).toMatch(
    new RegExp(`^Leads in ${ownDir}:\n${kept?.key}  \\S+  kept  sqlite  attempts=0  Demoforespørsel`),
  );
  expect(listed.stdout).not.toContain("kari@example.no");
  expect((await run(["--show", kept?.key ?? ""])).stdout).toContain("Lagret til noen leser den.");
  expect((await run(["--remove", kept?.key ?? ""])).stdout).toContain("Removed");
  expect(leadsIn(ownDir)).toEqual([]);
  expect((await run([])).stdout).toContain("No leads waiting or kept.");
  expect((await run(["--show", "missing"])).code).toBe(1);
});

test("with a DATA_DIR that cannot be written, the log says so at start and a request is not accepted (503), while pages work", async () => {
  const env = {
    SUPABASE_URL: fake.url,
    SUPABASE_ANON_KEY: fake.anonKey,
    DATA_DIR: UNWRITABLE_DATA_DIR,
    TRUST_PROXY: "1",
  };
  await using broken = await startSite(env);
  await expect.poll(() => broken.events("contact.store_unavailable")).toHaveLength(1);
  const ready = await fetch(`${broken.url}/readyz`);
  expect([ready.status, ready.headers.get("cache-control"), await ready.json()]).toEqual([
    200,
    "no-store",
    { status: "ok" },
  ]);
  expect((await fetch(`${broken.url}/`)).status).toBe(200);
  // Neither kept nor delivered: the failure message, and what was typed.
  const response = await post({ ...demo, message: "Verken lagret eller levert." }, { to: broken });
  expect(response.status).toBe(503);
  const html = await response.text();
  expect(html).toContain(`${nb.failedTitle}. ${nb.failedText}`);
  expect(html).toContain('value="Kari Nordmann"');
  expect(html).toContain("Verken lagret eller levert.");
  expect(contactCalls()).toEqual([]);
  expect(broken.events("contact.store_failed")).toHaveLength(1);
});

test("past CONTACT_MAX_WAITING waiting leads the form says it cannot take more, while pages work", async () => {
  fake.setMode("error500");
  await using full = await startSite({
    SUPABASE_URL: fake.url,
    SUPABASE_ANON_KEY: fake.anonKey,
    TRUST_PROXY: "1",
    CONTACT_MAX_WAITING: "2",
    CONTACT_TIMEOUT_MS: "500",
  });
  const statuses: number[] = [];
  for (const n of [1, 2, 3])
    statuses.push((await post({ ...demo, message: `Venter nummer ${n} her.` }, { to: full })).status);
  expect(statuses).toEqual([303, 303, 503]);
  expect(full.events("contact.store_full")).toHaveLength(1);
  expect((await fetch(`${full.url}/readyz`)).status).toBe(200);
  expect((await fetch(`${full.url}/hvorfor`)).status).toBe(200);
});
