import type { Locator, Page } from "@playwright/test";
import { bundles } from "./home-page";
import { waitForHydration } from "./page-checks";
import type { SiteServer } from "./site-server";

/** A contact request as the contact page's form posts it. */
export const contactRequest = { name: "Kari Nordmann", email: "kari@example.no", message: "Hei, jeg lurer på noe." };

/** A demo request as the business call to action's form posts it. */
export const demoRequest = {
  ...contactRequest,
  phone: "+47 912 34 567",
  company: "Eksempel AS",
  message: "Vi vil gjerne se en demo for 40 ansatte.",
  intent: "demo",
  audienceContext: "bedrift",
  returnTo: "/hvorfor",
};

/** A form post as a browser on the site's own pages sends it (same origin), the redirect not followed. */
export function postForm(
  site: SiteServer,
  fields: Record<string, string>,
  { path = "/kontakt", headers = {} }: { path?: string; headers?: Record<string, string> } = {},
) {
  return fetch(`${site.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url, ...headers },
    body: new URLSearchParams(fields),
  });
}

/** Follows the about page's contact link (of `origin`, else the test's base URL) once the app runs: it opens the dialog. */
export async function openContactFromAbout(page: Page, origin = "") {
  await page.goto(`${origin}/about`);
  await waitForHydration(page);
  await page.getByRole("main").getByRole("link", { name: bundles.nb.nextStep.contact, exact: true }).click();
}

/** Fills the required fields of a contact form (the page's, the dialog's or one in a page). */
export async function fillContactForm(form: Locator, message: string) {
  const { fields } = bundles.nb.contact;
  await form.getByLabel(fields.name).fill(contactRequest.name);
  await form.getByLabel(fields.email).fill(contactRequest.email);
  await form.getByLabel(fields.message).fill(message);
}
