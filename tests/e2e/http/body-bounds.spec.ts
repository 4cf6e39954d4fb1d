import { postForm } from "../../support/contact-form";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { rawRequest } from "../../support/raw-http";
import { type SiteServer, startSite } from "../../support/site-server";

// What the site takes from hostile clients: a form post carries what the form's rules accept
// and no more; a GET or HEAD carries no body at all.
let site: SiteServer;
let nextAddress = 1;

test.describe.configure({ mode: "serial" });

// A site of its own, without a backend: no other file's fake answers (a detected language) reach it.
test.beforeAll(async () => {
  site = await startSite({ TRUST_PROXY: "1" });
});
test.afterAll(() => site.stop());

const nb = bundles.nb.contact;
/** A post from its own client address, as the form sends it. */
const post = (fields: Record<string, string>) =>
  postForm(site, fields, { headers: { "X-Forwarded-For": `198.51.100.${nextAddress++}` } });

test("a message the form accepts fits the body cap in any script, with every other field at its maximum", async () => {
  // 3 UTF-8 bytes a character, 9 once URL-encoded: 5,000 of them are 45 KB.
  const fields = {
    name: "山".repeat(100),
    email: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.no`,
    phone: "+47 912 34 567 890 1",
    company: "社".repeat(200),
    message: "心".repeat(5_000),
    intent: "demo",
    audienceContext: "bedrift",
    employees: "1000+",
    returnTo: `/${"r".repeat(1_000)}`,
  };
  const body = new URLSearchParams(fields).toString();
  expect(body.length).toBeGreaterThan(45_000);
  const response = await post(fields);
  expect(response.status).toBe(303);
});

test("a body over the cap gets the form again with a translated message and the fields that arrived whole, never a plain-text page", async () => {
  const response = await post({ name: "Kari Nordmann", email: "kari@example.no", message: "x".repeat(70 * 1024) });
  expect(response.status).toBe(413);
  expect(response.headers.get("content-type")).toContain("text/html");
  const html = await response.text();
  expect(html).toContain(nb.tooLarge);
  expect(html).toContain('value="Kari Nordmann"');
  expect(html).toContain('value="kari@example.no"');
  expect(html).toContain(`<form method="post" action="/kontakt"`);
});

test("a GET or HEAD with a body is refused with 413 before the body is read", async () => {
  const plain = await rawRequest(site.url, { method: "GET", path: "/", headers: { "Content-Length": "0" } });
  expect(plain.status).toBe(200);
  const refused = [
    { method: "GET", path: "/", headers: { "Content-Length": "5" }, body: "hello" },
    { method: "HEAD", path: "/innsikt", headers: { "Content-Length": "5" }, body: "hello" },
    { method: "GET", path: "/healthz", headers: { "Transfer-Encoding": "chunked" }, body: "hello" },
    // A declared 64 MB, of which nothing is sent: the answer does not wait for it (the connection,
    // whose body never ends, cannot carry another request: last).
    { method: "GET", path: "/favicon.svg", headers: { "Content-Length": String(64 * 1024 * 1024) } },
  ];
  for (const request of refused) {
    const answer = await rawRequest(site.url, request);
    expect(answer.status, `${request.method} ${request.path}`).toBe(413);
  }
});
