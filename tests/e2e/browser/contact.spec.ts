import { demoRequest, fillContactForm } from "../../support/contact-form";
import type { FakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { waitForHydration } from "../../support/page-checks";

const text = bundles.nb.contact;

test.use({
  backedEnv: {
    SALES_EMAIL: "salg@sinnsro.test",
    BUSINESS_SALES_EMAIL: "bedrift@sinnsro.test",
    CONTACT_TIMEOUT_MS: "1500",
  },
  // The site wired to the fake is the tests' own.
  baseURL: async ({ backed }, use) => use(backed.site.url),
});

/** What send-contact-email was sent: the payload whose message starts with `message`. */
const sentPayload = (fake: FakeSupabase, message: string) =>
  fake.requests
    .filter((request) => request.path === "/functions/v1/send-contact-email")
    .map((request) => JSON.parse(request.body) as Record<string, string>)
    .find((payload) => payload.message?.startsWith(message));

test("a demo request from the form in the home page's business call to action", async ({
  page,
  fake,
  javaScriptEnabled,
}) => {
  const message = `Demo fra forsiden (${javaScriptEnabled ? "js" : "nojs"}).`;
  await page.goto("/");
  const { audience } = bundles.nb.home;
  await page.getByRole("radio", { name: audience.options.bedrift.label }).check();
  if (!javaScriptEnabled) await page.getByRole("button", { name: audience.apply, exact: true }).click();
  const form = page.locator("#neste-steg form");
  await fillContactForm(form, message);
  await form.getByLabel(text.fields.phone).fill(demoRequest.phone);
  await form.getByLabel(text.fields.companyRequired, { exact: true }).fill(demoRequest.company);
  await form.getByLabel(text.fields.employees).selectOption("50-249");
  await form.getByRole("button", { name: text.submit }).click();
  // With JavaScript the thanks stays in the section, in place of the sent form (a toast would vanish);
  // without, the page comes back with the banner.
  const thanks = javaScriptEnabled ? page.locator("#neste-steg").getByRole("status") : page.getByRole("status");
  await expect(thanks.filter({ hasText: text.sentText })).toBeVisible();
  if (javaScriptEnabled) await expect(thanks.filter({ hasText: text.sentText })).toBeFocused();
  await expect(page).toHaveURL("/");
  const { name, email, phone, company } = demoRequest;
  const typed = { name, email, phone, company, message: `${message}\n\nAntall ansatte: 50–249` };
  const subject = "Demoforespørsel fra nettsiden (Bedrift)";
  const sent = { ...typed, to: "bedrift@sinnsro.test", subject, intent: "demo", fromEmail: email };
  await expect.poll(() => sentPayload(fake, message)).toEqual(sent);
});

// From a link to the form (with JavaScript, the dialog; without, the contact page): the visitor is
// thanked, back where they were, and the function gets the request with the link's audience; a backend
// that cannot take it yet changes nothing the visitor sees (it is kept: http/contact.spec.ts). One case
// each way: with JavaScript, the vision page's business link and a failing backend; without, the about page's.
test("a contact request from a link to the form comes back to where the visitor was, thanked, with the link's audience", async ({
  page,
  context,
  baseURL,
  fake,
  javaScriptEnabled,
}) => {
  const business = { start: "/hvorfor", link: bundles.nb.vision.business.askAboutAgreement, audience: "Bedrift" };
  const { start, link, audience, backend } = javaScriptEnabled
    ? ({ ...business, backend: "error500" } as const)
    : ({ start: "/about", link: bundles.nb.nextStep.contact, audience: "Privat", backend: "ok" } as const);
  fake.setMode(backend);
  if (audience === "Bedrift") await context.addCookies([{ name: "audience", value: "bedrift", url: baseURL }]);
  const message = `Spørsmål fra ${start} (${javaScriptEnabled ? "js" : "nojs"}).`;
  await page.goto(start);
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByRole("link", { name: link, exact: true }).first().click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog")).toBeVisible();
  else await expect(page).toHaveURL(/\/kontakt\?intent=contact/);
  // The contact form last on the page (the dialog's, with JavaScript).
  const form = page
    .locator("form")
    .filter({ has: page.getByLabel(text.fields.message) })
    .last();
  await fillContactForm(form, message);
  await form.getByRole("button", { name: text.submit }).click();
  // Without JavaScript the contact page sends the visitor back; with it, the dialog closes.
  await expect(page).toHaveURL(start);
  await expect(page.getByRole("status").filter({ hasText: text.sentText })).toBeVisible();
  if (javaScriptEnabled) await expect(page.getByRole("dialog")).toBeHidden();
  await expect
    .poll(() => sentPayload(fake, message))
    .toMatchObject({
      intent: "contact",
      to: audience === "Bedrift" ? "bedrift@sinnsro.test" : "salg@sinnsro.test",
      subject: `Kontaktforespørsel fra nettsiden (${audience})`,
    });
});

test("the contact page's demo form, in English, keeps values and ties each message to its field (with JavaScript, before it posts)", async ({
  page,
  javaScriptEnabled,
}) => {
  const en = bundles.en.contact;
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/en/contact?intent=demo");
  const form = page.locator("main form");
  await form.getByLabel(en.fields.name).fill("M");
  await form.getByLabel(en.fields.email).fill("not-an-address");
  await form.getByRole("button", { name: en.submit }).click();
  // Every invalid field, the company a demo needs included.
  for (const [field, error] of [
    [en.fields.name, en.errors.name],
    [en.fields.email, en.errors.email],
    [en.fields.companyRequired, en.errors.companyRequired],
    [en.fields.message, en.errors.message],
  ] as const) {
    const input = form.getByLabel(field, { exact: true });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(error);
  }
  await expect(form.getByLabel(en.fields.email)).toHaveValue("not-an-address");
  await expect(page.getByRole("main").getByRole("alert")).toContainText(en.errorSummary);
  // In the browser the same rules run before anything is sent; without it, the server answers the post.
  expect(posts).toHaveLength(javaScriptEnabled ? 0 : 1);
});
