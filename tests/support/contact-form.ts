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
