import { z } from "zod";
import { audiences } from "~/audience/audience";
import type nb from "~/i18n/nb.json";

/** Spec §5 and the contact issue: sizes a request may have. */
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

export const contactIntents = ["contact", "demo"] as const;
export type ContactIntent = (typeof contactIntents)[number];

/** The demo form's size choice. It is not a field of the send payload: it is added to the message. */
export const employeeRanges = ["1-49", "50-249", "250-999", "1000+"] as const;
export type EmployeeRange = (typeof employeeRanges)[number];

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

/** An optional field left blank (spaces included) counts as not given. */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/** The form's messages in the page's language (`contact.errors` of its translations). */
export type ContactErrorMessages = typeof nb.contact.errors;

/**
 * The contact and demo form, the same on server and client (Conform turns
 * empty fields into missing ones). Messages come in the page's language, at
 * most one per field and rule.
 */
export function contactSchema(m: ContactErrorMessages) {
  const singleLine = (value: string) => !/[\r\n]/.test(value);
  // One message for every way a number can be wrong: too short, too long or not a number.
  const phoneNumber = (value: string) =>
    value.length >= CONTACT_LIMITS.phoneMin && value.length <= CONTACT_LIMITS.phoneMax && PHONE.test(value);
  const fields = z.object({
    name: z.preprocess(
      oneLineText,
      z
        .string({ required_error: m.name })
        .trim()
        .min(CONTACT_LIMITS.nameMin, m.name)
        .max(CONTACT_LIMITS.nameMax, m.nameTooLong)
        .refine(singleLine, m.singleLine),
    ),
    email: z.preprocess(
      oneLineText,
      z
        .string({ required_error: m.email })
        .trim()
        .max(CONTACT_LIMITS.emailMax, m.emailTooLong)
        .email(m.email)
        .refine(singleLine, m.singleLine),
    ),
    phone: z.preprocess(oneLineText, optional(z.string().trim().refine(phoneNumber, m.phone))),
    company: z.preprocess(
      oneLineText,
      optional(z.string().trim().max(CONTACT_LIMITS.companyMax, m.company).refine(singleLine, m.singleLine)),
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
  // Sales cannot book a demo without knowing for whom: the company is required there.
  return fields.superRefine((request, context) => {
    if (request.intent === "demo" && !request.company) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["company"], message: m.companyRequired });
    }
  });
}

/** The names a contact or demo form posts besides its guards (the schema's fields). */
export const contactFieldNames = [
  "name",
  "email",
  "phone",
  "company",
  "message",
  "employees",
  "intent",
  "audienceContext",
] as const satisfies readonly (keyof ContactRequest)[];

export type ContactRequest = z.output<ReturnType<typeof contactSchema>>;
