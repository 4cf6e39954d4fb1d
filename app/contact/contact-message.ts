import type { Audience } from "~/audience/audience";
import type { ContactIntent, ContactRequest, EmployeeRange } from "./contact-schema";

/** How the sales team reads the audience in a subject line: Norwegian words, whatever the page language. */
const audienceLabels: Record<Audience, string> = { personlig: "Privat", bedrift: "Bedrift", ungdom: "Ungdom" };

const subjects: Record<ContactIntent, string> = {
  demo: "Demoforespørsel fra nettsiden",
  contact: "Kontaktforespørsel fra nettsiden",
};

/** A request without an audience counts as a private person's (the site's default audience). */
export function contactSubject(intent: ContactIntent, audience: Audience = "personlig"): string {
  return `${subjects[intent]} (${audienceLabels[audience]})`;
}

export function contactRecipient(
  audience: Audience | undefined,
  addresses: { salesEmail: string; businessSalesEmail: string },
): string {
  return audience === "bedrift" ? addresses.businessSalesEmail : addresses.salesEmail;
}

/** The body of the send-contact-email function call, as the backend function reads it. */
export type ContactPayload = {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  to: string;
  subject: string;
  intent: ContactIntent;
  /** The visitor's own address: the function sends from our domain and sets it as Reply-To. */
  fromEmail: string;
};

/** How the sales team reads the demo form's size choice (the payload has no field for it). */
function employeesLine(range: EmployeeRange): string {
  return `Antall ansatte: ${range.replace("-", "–").replace("1000+", "1000 eller flere")}`;
}

export function contactPayload(
  request: ContactRequest,
  addresses: { salesEmail: string; businessSalesEmail: string },
): ContactPayload {
  return {
    name: request.name,
    email: request.email,
    phone: request.phone ?? "",
    company: request.company ?? "",
    message: request.employees ? `${request.message}\n\n${employeesLine(request.employees)}` : request.message,
    to: contactRecipient(request.audienceContext, addresses),
    subject: contactSubject(request.intent, request.audienceContext),
    intent: request.intent,
    fromEmail: request.email,
  };
}
