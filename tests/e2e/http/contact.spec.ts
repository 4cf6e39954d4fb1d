import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type FakeSupabase, startFakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { type SiteServer, startSite } from "../../support/site-server";

let fake: FakeSupabase;
let site: SiteServer;
let dataDir: string;
let nextAddress = 1;

const demo = {
  name: "Kari Nordmann",
  email: "kari@example.no",
  phone: "+47 912 34 567",
  company: "Eksempel AS",
  message: "Vi vil gjerne se en demo for 40 ansatte.",
  intent: "demo",
  audienceContext: "bedrift",
  returnTo: "/hvorfor",
};

/** A form post as a browser on our own pages sends it, from its own client address. */
function post(
  fields: Record<string, string>,
  {
    path: target = "/kontakt",
    headers = {},
    address,
  }: { path?: string; headers?: Record<string, string>; address?: string } = {},
) {
  return fetch(`${site.url}${target}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: site.url,
      "X-Forwarded-For": address ?? `203.0.113.${nextAddress++}`,
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
}

async function outboxLines(): Promise<Record<string, unknown>[]> {
  const text = await readFile(path.join(dataDir, "contact-outbox.jsonl"), "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const contactCalls = () => fake.requests.filter((request) => request.path === "/functions/v1/send-contact-email");

test.beforeAll(async () => {
  fake = await startFakeSupabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "contact-data-"));
  site = await startSite({
    SUPABASE_URL: fake.url,
    SUPABASE_ANON_KEY: fake.anonKey,
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    CONTACT_RATE_LIMIT: "2",
    CONTACT_TIMEOUT_MS: "500",
    SALES_EMAIL: "salg@sinnsro.test",
    BUSINESS_SALES_EMAIL: "bedrift@sinnsro.test",
  });
});

test.afterAll(async () => {
  await site?.stop();
  await fake?.stop();
  await rm(dataDir, { recursive: true, force: true });
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
  expect(JSON.parse(call?.body ?? "")).toEqual({
    name: "Kari Nordmann",
    email: "kari@example.no",
    phone: "+47 912 34 567",
    company: "Eksempel AS",
    message: "Vi vil gjerne se en demo for 40 ansatte.",
    to: "bedrift@sinnsro.test",
    subject: "Demoforespørsel fra nettsiden (Bedrift)",
    intent: "demo",
    fromEmail: "kari@example.no",
  });
  const banner = await fetch(`${site.url}/hvorfor`, { headers: { Cookie: response.headers.get("set-cookie") ?? "" } });
  expect(await banner.text()).toContain("Vi har mottatt henvendelsen din og tar kontakt snart.");
  const lines = await outboxLines();
  expect(lines.at(-1)).toMatchObject({ type: "result", status: "delivered" });
  expect(site.logs()).not.toContain("kari@example.no");
});

test("an English contact request without audience goes to sales, subject (Privat)", async () => {
  const response = await post(
    { name: "Mary Smith", email: "mary@example.com", message: "I would like to know more." },
    { path: "/en/contact" },
  );
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("/en");
  expect(JSON.parse(contactCalls()[0]?.body ?? "")).toMatchObject({
    to: "salg@sinnsro.test",
    subject: "Kontaktforespørsel fra nettsiden (Privat)",
    intent: "contact",
    phone: "",
    company: "",
  });
});

for (const [failure, arrange] of [
  ["reports an error", () => (fake.data.contactReply = { error: "mailbox unavailable" })],
  ["answers 500", () => fake.setMode("error500")],
  ["times out", () => fake.setMode("stall")],
] as const) {
  test(`when the function ${failure}, the form comes back with its values and the entry stays in the outbox`, async () => {
    arrange();
    const response = await post({ ...demo, message: `Melding som ikke kom fram: ${failure}` });
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain("Kunne ikke sende");
    expect(html).toContain(`value="Kari Nordmann"`);
    expect(html).toContain(`Melding som ikke kom fram: ${failure}`);
    const lines = await outboxLines();
    const request = lines.findLast((line) => line.type === "request");
    expect(request).toMatchObject({ payload: { message: `Melding som ikke kom fram: ${failure}` } });
    expect(lines.at(-1)).toMatchObject({ type: "result", id: request?.id, status: "failed" });
  });
}

test("invalid input answers 400 with the messages and the values, and sends nothing", async () => {
  const response = await post({ ...demo, name: "K", email: "ikke-en-adresse" });
  expect(response.status).toBe(400);
  const html = await response.text();
  expect(html).toContain("Vennligst oppgi fullt navn");
  expect(html).toContain("Ugyldig e-postadresse");
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
  expect(await refused.text()).toContain("Du har sendt mange henvendelser på kort tid.");
  expect((await post(demo)).status).toBe(303);
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

test("npm run outbox lists what is waiting, and --retry delivers it", async () => {
  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, [path.resolve("build/outbox.js"), ...args], {
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        SUPABASE_URL: fake.url,
        SUPABASE_ANON_KEY: fake.anonKey,
      },
    }).catch((error: { stdout: string; code: number }) => ({ stdout: error.stdout, code: error.code }));
  const listed = await run([]);
  const waiting = listed.stdout.trim().split("\n");
  expect(waiting.length).toBeGreaterThanOrEqual(3);
  for (const line of waiting)
    expect(line).toMatch(/^[0-9a-f-]{36} {2}\S+ {2}failed {2}attempts=\d+ {2}Demoforespørsel/);
  expect(listed.stdout).not.toContain("kari@example.no");

  const retried = await run(["--retry"]);
  expect(retried.stdout).toContain(`${waiting.length} delivered, 0 still waiting.`);
  expect(contactCalls()).toHaveLength(waiting.length);
  expect((await run([])).stdout.trim()).toBe("Nothing waiting in the outbox.");
});
