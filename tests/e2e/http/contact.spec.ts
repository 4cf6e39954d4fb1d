import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { contactRequest, demoRequest, postForm } from "../../support/contact-form";
import type { FakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { runBuildScript, type SiteServer, startSite, UNWRITABLE_DATA_DIR } from "../../support/site-server";

let fake: FakeSupabase;
let site: SiteServer;
let nextAddress = 1;

const demo = demoRequest;

type PostOptions = { path?: string; headers?: Record<string, string>; address?: string; to?: SiteServer };

/** A form post as a browser on our own pages sends it, from its own client address. */
function post(fields: Record<string, string>, { path, headers = {}, address, to = site }: PostOptions = {}) {
  const from = address ?? `203.0.113.${nextAddress++}`;
  return postForm(to, fields, { path, headers: { "X-Forwarded-For": from, ...headers } });
}

/** The statuses of the demo request sent from each address in turn. */
async function statusesFrom(addresses: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const address of addresses) statuses.push((await post(demo, { address })).status);
  return statuses;
}

async function outboxLines(): Promise<Record<string, unknown>[]> {
  const text = await readFile(path.join(site.dataDir, "contact-outbox.jsonl"), "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const contactCalls = () => fake.requests.filter((request) => request.path === "/functions/v1/send-contact-email");
const idempotencyKeys = () => contactCalls().map((call) => call.headers["idempotency-key"]);

const queuedText = "Vi fikk ikke sendt den videre akkurat nå, men den er trygt lagret hos oss";

const mailboxes = { SALES_EMAIL: "salg@sinnsro.test", BUSINESS_SALES_EMAIL: "bedrift@sinnsro.test" };
// Two requests per address (an IPv6 /64), three per IPv6 /48. Every request here is Kari's: a
// sender's own limit is tested in hardening.spec.ts.
const limits = { CONTACT_LIMIT_PER_ADDRESS: "2", CONTACT_LIMIT_PER_NETWORK: "3", CONTACT_LIMIT_PER_SENDER: "1000" };
test.use({ backedEnv: { ...mailboxes, ...limits, TRUST_PROXY: "1", CONTACT_TIMEOUT_MS: "500" } });

test.beforeAll(({ backed }) => {
  ({ fake, site } = backed);
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
  const [call] = contactCalls();
  expect(call?.headers.apikey).toBe(fake.anonKey);
  const { intent, audienceContext, returnTo, ...typed } = demo;
  const subject = "Demoforespørsel fra nettsiden (Bedrift)";
  const sent = { ...typed, to: "bedrift@sinnsro.test", subject, intent: "demo", fromEmail: "kari@example.no" };
  expect(JSON.parse(call?.body ?? "")).toEqual(sent);
  const banner = await fetch(`${site.url}/hvorfor`, { headers: { Cookie: response.headers.get("set-cookie") ?? "" } });
  expect(await banner.text()).toContain("Vi har mottatt henvendelsen din og tar kontakt snart.");
  const lines = await outboxLines();
  expect(lines.at(-1)).toMatchObject({ type: "result", status: "delivered" });
  expect(site.logs()).not.toContain("kari@example.no");
});

test("an English contact request without audience goes to sales, subject (Privat)", async () => {
  const mary = { name: "Mary Smith", email: "mary@example.com", message: "I would like to know more." };
  const response = await post(mary, { path: "/en/contact" });
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("/en");
  const subject = "Kontaktforespørsel fra nettsiden (Privat)";
  const sent = { to: "salg@sinnsro.test", subject, intent: "contact", phone: "", company: "" };
  expect(JSON.parse(contactCalls()[0]?.body ?? "")).toMatchObject(sent);
});

for (const [failure, arrange] of [
  ["reports an error", () => (fake.data.contactReply = { error: "mailbox unavailable" })],
  ["answers 500", () => fake.setMode("error500")],
  ["times out", () => fake.setMode("stall")],
] as const) {
  test(`when the function ${failure}, the visitor is told the request is kept and will follow, and it stays in the outbox`, async () => {
    arrange();
    const response = await post({ ...demo, message: `Melding som ikke kom fram: ${failure}` });
    expect(response.status).toBe(202);
    const html = await response.text();
    expect(html).toContain("Takk! Henvendelsen din er lagret.");
    expect(html).toContain(queuedText);
    expect(html).not.toContain("Kunne ikke sende");
    // Nothing to send again: the form is empty.
    expect(html).not.toContain(`value="Kari Nordmann"`);
    const lines = await outboxLines();
    const request = lines.findLast((line) => line.type === "request");
    expect(request).toMatchObject({ payload: { message: `Melding som ikke kom fram: ${failure}` } });
    expect(lines.at(-1)).toMatchObject({ type: "result", id: request?.id, status: "failed" });
  });
}

test("invalid input answers 400 with the messages as worded (each once) and the values, and sends nothing", async () => {
  // The phone fails two rules (too short, not a number) and gets one message.
  const response = await post({ ...demo, name: "K", email: "ikke-en-adresse", phone: "abc", message: "kort" });
  expect(response.status).toBe(400);
  const html = await response.text();
  expect(html).toContain("Vennligst oppgi fullt navn");
  expect(html).toContain("Ugyldig e-postadresse");
  expect(html).toContain("Vennligst skriv en kort melding (minst 10 tegn)");
  expect(html).toContain("Ugyldig telefonnummer");
  expect(html).not.toMatch(/Ugyldig telefonnummer\s+Ugyldig telefonnummer/);
  expect(html).toContain('value="ikke-en-adresse"');
  expect(html).toMatch(/aria-invalid="true"/);
  expect(contactCalls()).toEqual([]);
});

test("a bot that fills the honeypot is told it worked, and nothing is kept or sent", async () => {
  const before = (await outboxLines()).length;
  const response = await post({ ...demo, website__confirm: "https://spam.example" });
  expect(response.status).toBe(303);
  expect(contactCalls()).toEqual([]);
  expect(await outboxLines()).toHaveLength(before);
});

test("more than the allowed requests from one address answer 429", async () => {
  const address = "198.51.100.7";
  expect((await post(demo, { address })).status).toBe(303);
  expect((await post(demo, { address })).status).toBe(303);
  const refused = await post(demo, { address });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  // Nothing typed is lost: the demo form comes back with its values, still a demo request.
  const page = await refused.text();
  expect(page).toContain("Du har sendt mange henvendelser på kort tid.");
  expect(page).toContain(`value="${demo.email}"`);
  expect(page).toContain(`>${demo.message}</textarea>`);
  expect(page).toContain('<input type="hidden" name="intent" value="demo"/>');
  expect((await post(demo)).status).toBe(303);
});

test("eight addresses of one IPv6 /64, and an IPv4 address however a proxy spells it, share one allowance", async () => {
  const oneNetwork = Array.from({ length: 8 }, (_, index) => `2001:db8:1:2::${index + 1}`);
  expect(await statusesFrom(oneNetwork)).toEqual([303, 303, ...Array(6).fill(429)]);
  expect(await statusesFrom(["192.0.2.50", "::ffff:192.0.2.50", "192.0.2.50:4711"])).toEqual([303, 303, 429]);
});

test("the /64s of one IPv6 /48 share a larger allowance; another /48 has its own", async () => {
  const subnets = ["1", "2", "3", "4"].map((subnet) => `2001:db8:48:${subnet}::1`);
  expect(await statusesFrom([...subnets, "2001:db8:49:1::1"])).toEqual([303, 303, 303, 429, 303]);
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

test("every attempt at one request carries one Idempotency-Key; sent again, it is not stored twice, nor sent once delivered", async () => {
  const request = { ...demo, message: "Samme henvendelse, sendt flere ganger." };
  fake.setMode("error500");
  expect((await post(request)).status).toBe(202);
  expect((await post(request)).status).toBe(202);
  fake.setMode("ok");
  expect((await post(request)).status).toBe(303);
  expect((await post(request)).status).toBe(303);
  // Two calls per failed submission (the retry inside it), one that delivered, none after.
  const keys = idempotencyKeys();
  expect(keys).toHaveLength(5);
  expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
  expect(new Set(keys).size).toBe(1);
  const lines = await outboxLines();
  const stored = lines.filter((line) => line.type === "request" && line.key === keys[0]);
  expect(stored).toHaveLength(1);
  const results = lines.filter((line) => line.type === "result" && line.id === stored[0]?.id);
  expect(results.map((line) => line.status)).toEqual(["failed", "failed", "delivered"]);
});

test("after sending, the visitor goes to a path of this site that starts with exactly one slash", async () => {
  for (const [returnTo, location] of [
    ["/.//evil.com/", "/evil.com/"],
    ["/hvorfor//../kontakt?x=1#svar", "/hvorfor/kontakt?x=1#svar"],
    ["//evil.com/", "/"],
    ["/\\evil.com/", "/"],
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
    ["https://elsewhere.example//evil.com/", "/"],
    ["https://elsewhere.example/hvorfor", "/"],
    [`/${"a".repeat(8_000)}`, "/"],
  ] as const) {
    const response = await fetch(`${site.url}/kontakt`, { headers: { Referer: referer } });
    expect(response.status, referer).toBe(200);
    expect(await response.text(), referer).toContain(`name="returnTo" value="${returnTo}"`);
  }
});

test("/readyz answers 200 while DATA_DIR can take requests, never cached", async () => {
  const response = await fetch(`${site.url}/readyz`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({ status: "ok" });
});

test("a body over 32 KB answers 413", async () => {
  const response = await post({ ...demo, message: "x".repeat(33 * 1024) });
  expect(response.status).toBe(413);
  expect(await response.text()).toContain("Henvendelsen er for stor.");
});

test("a post from another site answers 403", async () => {
  for (const headers of [{ Origin: "https://evil.example" }, { Origin: "null" }]) {
    const response = await post(demo, { headers });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("Skjemaet må sendes fra nettsiden vår.");
  }
  expect(contactCalls()).toEqual([]);
});

test("a body that is not a form gets the form back with messages, never a 500", async () => {
  for (const [type, body] of [
    ["application/json", JSON.stringify(demo)],
    ["application/x-www-form-urlencoded", Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe])],
    ["text/plain", "hello"],
  ] as const) {
    const response = await fetch(`${site.url}/kontakt`, {
      method: "POST",
      headers: { "Content-Type": type, Origin: site.url, "X-Forwarded-For": "192.0.2.1" },
      body,
    });
    expect(response.status, type).toBe(400);
    expect(await response.text()).toContain("Vennligst oppgi fullt navn");
  }
});

test("npm run outbox lists what is waiting or given up and what is damaged, and --retry delivers each with its key", async () => {
  const ownDir = await mkdtemp(path.join(tmpdir(), "contact-outbox-cli-"));
  const env = { DATA_DIR: ownDir, SUPABASE_URL: fake.url, SUPABASE_ANON_KEY: fake.anonKey };
  const run = (args: string[]) => runBuildScript("outbox.js", env, args);
  const subject = "Demoforespørsel fra nettsiden (Privat)";
  const payload = { ...contactRequest, phone: "", company: "", to: "salg@sinnsro.test", subject, intent: "demo" };
  const request = (id: string, key: string) => {
    const message = `Venter i utboksen (${key}).`;
    const receivedAt = "2026-01-05T10:00:00.000Z";
    return { type: "request", id, receivedAt, key, payload: { ...payload, message, fromEmail: payload.email } };
  };
  const result = (id: string, status: string, error?: string) => {
    return { type: "result", id, at: "2026-01-05T10:01:00.000Z", status, error };
  };
  const [failed, givenUp, delivered, pending] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const lines = [
    request(failed, "key-failed"),
    result(failed, "failed", "HTTP 500"),
    request(givenUp, "key-given-up"),
    result(givenUp, "failed", "HTTP 503"),
    result(givenUp, "gave_up"),
    request(delivered, "key-delivered"),
    result(delivered, "delivered"),
    request(pending, "key-pending"),
  ].map((line) => JSON.stringify(line));
  lines.splice(5, 0, '{"type":"request","id":"cut-off');
  await writeFile(path.join(ownDir, "contact-outbox.jsonl"), `${lines.join("\n")}\n`, { mode: 0o600 });

  const listed = await run([]);
  expect(listed.stdout.trim().split("\n")).toEqual([
    expect.stringMatching(
      new RegExp(`^${failed}  2026-01-05T10:00:00.000Z  failed  attempts=1  Demoforespørsel.* \\(HTTP 500\\)$`),
    ),
    expect.stringMatching(new RegExp(`^${givenUp}  \\S+  gave_up  attempts=1  Demoforespørsel`)),
    expect.stringMatching(new RegExp(`^${pending}  \\S+  pending  attempts=0  Demoforespørsel`)),
  ]);
  expect(listed.stderr).toContain("Line 6 of");
  expect(listed.stderr).toContain("damaged and cannot be read");
  expect(listed.code).toBe(1);
  expect(`${listed.stdout}${listed.stderr}`).not.toContain("kari@example.no");

  const retried = await run(["--retry"]);
  expect(retried.stdout).toContain("3 delivered, 0 still waiting.");
  expect(idempotencyKeys()).toEqual(["key-failed", "key-given-up", "key-pending"]);
  expect((await run([])).stdout.trim()).toBe("Nothing waiting in the outbox.");
  await rm(ownDir, { recursive: true, force: true });
});

test.describe("with a DATA_DIR that cannot be written", () => {
  let broken: SiteServer;

  test.beforeAll(async () => {
    broken = await startSite({
      SUPABASE_URL: fake.url,
      SUPABASE_ANON_KEY: fake.anonKey,
      DATA_DIR: UNWRITABLE_DATA_DIR,
      TRUST_PROXY: "1",
      CONTACT_TIMEOUT_MS: "500",
    });
  });

  test.afterAll(async () => {
    await broken?.stop();
  });

  test("the log says so at start, /readyz answers 503 and says why, while /healthz stays 200", async () => {
    await expect.poll(() => broken.logs()).toMatch(/"level":"error","event":"contact\.outbox_not_writable"/);
    const ready = await fetch(`${broken.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "unavailable", checks: { outbox: "not writable" } });
    expect((await fetch(`${broken.url}/healthz`)).status).toBe(200);
  });

  test("a request is still delivered, and the log says it could not be stored", async () => {
    const response = await post({ ...demo, message: "Levert uten utboks." }, { to: broken });
    expect(response.status).toBe(303);
    expect(contactCalls()).toHaveLength(1);
    expect(broken.logs()).toMatch(/"level":"error","event":"contact\.outbox_failed"/);
    expect(broken.logs()).not.toContain("kari@example.no");
  });

  test("neither stored nor delivered: the form comes back with the values (503), and sent again it carries the same key", async () => {
    const request = { ...demo, message: "Verken lagret eller levert." };
    fake.setMode("error500");
    const response = await post(request, { to: broken });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("Kunne ikke sende. Vennligst prøv igjen om litt eller send oss en e-post.");
    expect(html).toContain('value="Kari Nordmann"');
    expect(html).toContain("Verken lagret eller levert.");
    fake.setMode("ok");
    expect((await post(request, { to: broken })).status).toBe(303);
    const keys = idempotencyKeys();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });
});
