import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { contactSchema, intentOf } from "~/contact/contact-schema";
import en from "~/i18n/en.json";
import nb from "~/i18n/nb.json";

const valid = {
  name: "Kari Nordmann",
  email: "kari@example.no",
  phone: "+47 912 34 567",
  company: "Eksempel AS",
  message: "Vi vil gjerne vite mer om en pilot.",
  intent: "demo",
  audienceContext: "bedrift",
};

const bundles = { nb, en };

function submit(values: Record<string, string | undefined>, lang: "nb" | "en") {
  const formData = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) formData.set(key, value);
  return parseWithZod(formData, { schema: contactSchema(bundles[lang].contact.errors, intentOf(values.intent)) });
}

function errorsFor(values: Record<string, string | undefined>, lang: "nb" | "en" = "nb") {
  const submission = submit({ ...valid, ...values }, lang);
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

describe("the contact schema", () => {
  it("accepts a complete request, trimmed, with the demo form's size choice from its list", () => {
    const submission = submit({ ...valid, name: "  Kari Nordmann  ", employees: "50-249" }, "nb");
    const value = { name: "Kari Nordmann", employees: "50-249" };
    expect(submission.status === "success" && submission.value).toMatchObject(value);
    expect(errorsFor({ employees: "" })).toEqual({});
    expect(errorsFor({ employees: "9999" })).toEqual({ employees: [nb.contact.errors.employees] });
  });

  it("needs only name, email and message; intent defaults to contact", () => {
    const minimal = { name: "Ola", email: "ola@example.no", message: "Hei, jeg lurer på noe." };
    const submission = submit({ ...minimal, phone: "   " }, "en");
    expect(submission.status === "success" && submission.value).toEqual({ ...minimal, intent: "contact" });
  });

  it("requires the company for a demo, not for a question", () => {
    expect(errorsFor({ company: undefined })).toEqual({ company: [nb.contact.errors.companyRequired] });
    expect(errorsFor({ company: "   " }, "en")).toEqual({ company: [en.contact.errors.companyRequired] });
    expect(errorsFor({ company: undefined, intent: "contact" })).toEqual({});
  });

  it("flags a missing company on the first submit together with every other missing field", () => {
    expect(
      Object.keys(errorsFor({ name: undefined, email: undefined, message: undefined, company: undefined })),
    ).toEqual(["name", "email", "company", "message"]);
  });

  describe("field rules, with each message in both languages", () => {
    /** A field, a value for it, and the message it gets (`undefined`: none). */
    const cases: [field: string, value: string | undefined, message: keyof typeof nb.contact.errors | undefined][] = [
      ["name", undefined, "name"],
      ["name", "K", "name"],
      ["name", "   K   ", "name"],
      ["name", "K".repeat(101), "nameTooLong"],
      // A line break is reported, not joined away with the other control characters.
      ["name", "Kari\r\nNordmann", "singleLine"],
      ["email", undefined, "email"],
      ["email", "kari@", "email"],
      ["email", `${"k".repeat(250)}@example.no`, "emailTooLong"],
      ["phone", "123456", "phone"],
      ["phone", "+47 abc 12345", "phone"],
      // Too long and not a number: still one message.
      ["phone", "x".repeat(21), "phone"],
      ["name", "\u200b\u200b\u200b", "name"],
      ["name", "K\u2028\u2029\u200d", "name"],
      ["email", "kari\u200b@example.no\u0000", undefined],
      ["phone", "\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b", undefined],
      ["message", `${"\u0007".repeat(20)}`, "message"],
      ["company", "C".repeat(201), "company"],
      ["company", "Eksempel\r\nAS", "singleLine"],
      ["message", undefined, "message"],
      ["message", "For kort", "message"],
      ["message", "M".repeat(5001), "messageTooLong"],
      ["intent", "spam", "intent"],
      ["audienceContext", "admin", "audience"],
    ];

    it.each(cases)("%s = %j → %s", (field, value, message) => {
      for (const lang of ["nb", "en"] as const) {
        const expected = message === undefined ? undefined : [bundles[lang].contact.errors[message]];
        expect(errorsFor({ [field]: value }, lang)[field], lang).toEqual(expected);
      }
    });

    it.each(["1234567", "+47 912 34 567", "(47) 22-33-44-55", "12345678901234567890"])("accepts phone %s", (phone) => {
      expect(errorsFor({ phone }).phone).toBeUndefined();
    });
  });

  it("removes control and format characters from every field before checking it, and keeps the message's line breaks", () => {
    const submission = submit(
      {
        ...valid,
        name: "\u202eKari\u0000 Nordmann\u2028",
        email: "\ufeffkari@example.no",
        phone: "+47\u200b 912 34 567",
        company: "Eksempel\u00ad AS\u2029",
        message: "Hei!\r\nLinje to\u0007 med\tet\u200d ord.\rLinje tre\u0085.",
      },
      "nb",
    );
    expect(submission.status === "success" && submission.value).toMatchObject({
      name: "Kari Nordmann",
      email: "kari@example.no",
      phone: "+47 912 34 567",
      company: "Eksempel AS",
      message: "Hei!\nLinje to medet ord.\nLinje tre.",
    });
  });
});
