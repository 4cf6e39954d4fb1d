import { createHash } from "node:crypto";
import type { Audience } from "~/audience/audience";
import type { ContactIntent, ContactRequest } from "./contact-schema";

/** How the sales team reads the audience in a subject line: Norwegian words, whatever the page language. */
const audienceLabels: Record<Audience, string> = { personlig: "Privat", bedrift: "Bedrift", ungdom: "Ungdom" };

const subjects: Record<ContactIntent, string> = {
  demo: "Demoforespørsel fra nettsiden",
  contact: "Kontaktforespørsel fra nettsiden",
};

/**
 * The body of the send-contact-email function call, as the backend function reads it.
 * A request without an audience counts as a private person's (the site's default audience);
 * a business's goes to the business sales address. The demo form's size choice has no field
 * of its own: it ends the message, in the words the sales team reads.
 */
export function contactPayload(request: ContactRequest, addresses: { salesEmail: string; businessSalesEmail: string }) {
  const employees = request.employees?.replace("-", "–").replace("1000+", "1000 eller flere");
  return {
    name: request.name,
    email: request.email,
    phone: request.phone ?? "",
    company: request.company ?? "",
    message: employees ? `${request.message}\n\nAntall ansatte: ${employees}` : request.message,
    to: request.audienceContext === "bedrift" ? addresses.businessSalesEmail : addresses.salesEmail,
    subject: `${subjects[request.intent]} (${audienceLabels[request.audienceContext ?? "personlig"]})`,
    intent: request.intent,
    /** The visitor's own address: the function sends from our domain and sets it as Reply-To. */
    fromEmail: request.email,
  };
}

export type ContactPayload = ReturnType<typeof contactPayload>;

/**
 * A lead's idempotency key: the same request (every field alike) has the same key, so a
 * resubmission is that request again, and every delivery attempt tells the backend which one it is.
 */
export function leadKey(payload: ContactPayload): string {
  const { name, email, phone, company, message, to, subject, intent, fromEmail } = payload;
  const fields = [name, email, phone, company, message, to, subject, intent, fromEmail];
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex");
}
