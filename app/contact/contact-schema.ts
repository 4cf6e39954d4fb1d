import { z } from "zod";
import { audiences } from "~/audience/audience";
import type nb from "~/i18n/nb.json";

/** The sizes a contact request may have; the server refuses more, the form says so before sending. */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  phoneMin: 7,
  phoneMax: 20,
  companyMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

const contactIntents = ["contact", "demo"] as const;
export type ContactIntent = (typeof contactIntents)[number];

/** The demo form's size choice. It is not a field of the send payload: it is added to the message. */
export const employeeRanges = ["1-49", "50-249", "250-999", "1000+"] as const;

const PHONE = /^\+?[0-9 ()-]+$/;

// Control and format characters (Unicode Cc and Cf: NUL, direction overrides,
// zero-width characters …) and the line and paragraph separators are
// invisible, or change how the rest reads: they are removed from every field
// before it is checked, so a name of nothing but them is no name.
// One-line fields keep CR and LF, so that a line break is reported, not joined away.
const HIDDEN_IN_LINE = /(?![\r\n])[\p{Cc}\p{Cf}\u2028\u2029]/gu;
// The message keeps its line breaks (as "\n").
const HIDDEN_IN_TEXT = /(?!\n)[\p{Cc}\p{Cf}\u2028\u2029]/gu;

const oneLineText = (value: unknown) => (typeof value === "string" ? value.replace(HIDDEN_IN_LINE, "") : value);
const multiLineText = (value: unknown) =>
  typeof value === "string" ? value.replace(/\r\n?/g, "\n").replace(HIDDEN_IN_TEXT, "") : value;

/** A field left blank (spaces included) counts as not given. */
const blankAsMissing = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankAsMissing, schema.optional());

/** The intent a posted form names (a hidden field), "contact" when it names none we know. */
export function intentOf(value: unknown): ContactIntent {
  return contactIntents.find((intent) => intent === value) ?? "contact";
}

/**
 * The contact and demo form, the same on server and client (Conform turns
 * empty fields into missing ones). Messages come in the page's language, at
 * most one per field and rule. A demo needs the company: sales cannot book
 * one without knowing for whom. That rule is part of the field itself, not a
 * check after the others, so the first submit flags it with every other field.
 * `m`: the form's messages in the page's language (`contact.errors` of its translations).
 */
export function contactSchema(m: typeof nb.contact.errors, intent: ContactIntent = "contact") {
  const singleLine = (value: string) => !/[\r\n]/.test(value);
  // One message for every way a number can be wrong: too short, too long or not a number.
  const phoneNumber = (value: string) =>
    value.length >= CONTACT_LIMITS.phoneMin && value.length <= CONTACT_LIMITS.phoneMax && PHONE.test(value);
  /** A one-line field: hidden characters removed, a line break reported. */
  const oneLine = (schema: z.ZodString) => z.preprocess(oneLineText, schema.refine(singleLine, m.singleLine));
  const company = z.string().trim().max(CONTACT_LIMITS.companyMax, m.company).refine(singleLine, m.singleLine);
  return z.object({
    name: oneLine(
      z
        .string({ required_error: m.name })
        .trim()
        .min(CONTACT_LIMITS.nameMin, m.name)
        .max(CONTACT_LIMITS.nameMax, m.nameTooLong),
    ),
    email: oneLine(
      z.string({ required_error: m.email }).trim().max(CONTACT_LIMITS.emailMax, m.emailTooLong).email(m.email),
    ),
    phone: z.preprocess(oneLineText, optional(z.string().trim().refine(phoneNumber, m.phone))),
    company: z.preprocess(
      oneLineText,
      intent === "demo"
        ? z.preprocess(blankAsMissing, z.string({ required_error: m.companyRequired }).pipe(company))
        : optional(company),
    ),
    message: z.preprocess(
      multiLineText,
      z
        .string({ required_error: m.message })
        .trim()
        .min(CONTACT_LIMITS.messageMin, m.message)
        .max(CONTACT_LIMITS.messageMax, m.messageTooLong),
    ),
    employees: optional(z.enum(employeeRanges, { errorMap: () => ({ message: m.employees }) })),
    intent: z.enum(contactIntents, { errorMap: () => ({ message: m.intent }) }).default("contact"),
    audienceContext: z.enum(audiences, { errorMap: () => ({ message: m.audience }) }).optional(),
  });
}

export type ContactRequest = z.output<ReturnType<typeof contactSchema>>;
