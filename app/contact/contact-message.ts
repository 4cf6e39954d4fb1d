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

const digest = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

/** Every field of a payload, in the order its digests read them. */
const FIELDS = ["name", "email", "phone", "company", "message", "to", "subject", "intent", "fromEmail"] as const;

const fieldsOf = (payload: ContactPayload) => FIELDS.map((field) => payload[field]);

/** What makes two requests the same request: every field alike. One waiting lead per fingerprint. */
export const leadFingerprint = (payload: ContactPayload): string => digest(fieldsOf(payload));

/**
 * A lead's key, which every delivery attempt sends as its Idempotency-Key: the same request on
 * the same (UTC) day has the same key, so copies of it taken by two instances reach sales once;
 * sent again on another day, it is a new lead.
 */
export const leadKey = (payload: ContactPayload, at = Date.now()): string =>
  digest([...fieldsOf(payload), new Date(at).toISOString().slice(0, 10)]);
