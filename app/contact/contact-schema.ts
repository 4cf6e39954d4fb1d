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

const PHONE = /^\+?[0-9 ()-]+$/;

/** An optional field left blank (spaces included) counts as not given. */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/** The form's messages in the page's language (`contact.errors` of its translations). */
export type ContactErrorMessages = typeof nb.contact.errors;

/**
 * The contact and demo form, the same on server and client (Conform turns
 * empty fields into missing ones). Messages come in the page's language.
 */
export function contactSchema(m: ContactErrorMessages) {
  const singleLine = (value: string) => !/[\r\n]/.test(value);
  return z.object({
    name: z
      .string({ required_error: m.name })
      .trim()
      .min(CONTACT_LIMITS.nameMin, m.name)
      .max(CONTACT_LIMITS.nameMax, m.nameTooLong)
      .refine(singleLine, m.singleLine),
    email: z
      .string({ required_error: m.email })
      .trim()
      .max(CONTACT_LIMITS.emailMax, m.emailTooLong)
      .email(m.email)
      .refine(singleLine, m.singleLine),
    phone: optional(
      z
        .string()
        .trim()
        .min(CONTACT_LIMITS.phoneMin, m.phone)
        .max(CONTACT_LIMITS.phoneMax, m.phone)
        .regex(PHONE, m.phone),
    ),
    company: optional(z.string().trim().max(CONTACT_LIMITS.companyMax, m.company).refine(singleLine, m.singleLine)),
    message: z
      .string({ required_error: m.message })
      .trim()
      .min(CONTACT_LIMITS.messageMin, m.message)
      .max(CONTACT_LIMITS.messageMax, m.messageTooLong),
    intent: z.enum(contactIntents, { errorMap: () => ({ message: m.intent }) }).default("contact"),
    audienceContext: z.enum(audiences, { errorMap: () => ({ message: m.audience }) }).optional(),
  });
}

export type ContactRequest = z.output<ReturnType<typeof contactSchema>>;
