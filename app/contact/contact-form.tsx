import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type FetcherWithComponents, Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Audience } from "~/audience/audience";
import { useSiteData } from "~/components/layout/site-data";
import { buttonClass } from "~/components/ui/elements";
import { WithPhoneLinks } from "~/help/help-menu";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";
import { ANSWER_IN_PLACE_FIELD } from "./contact-action-data";
import { CONTACT_LIMITS, type ContactIntent, contactSchema, employeeRanges } from "./contact-schema";

type Props = {
  /** Remix's Form on the contact page, a fetcher's Form in the dialog and inline. */
  as?: typeof Form | FetcherWithComponents<unknown>["Form"];
  /** Unique on the page: the dialog and an inline form may both be there. */
  formId: string;
  submitting: boolean;
  /**
   * The dialog's and inline forms (sent by a fetcher): the action answers with data, not a
   * redirect, only once hydrated (before that, or without JavaScript, it is a plain post; decided
   * in here so that hydrating does not update a parent of a form still being hydrated). Two fields
   * a row from 640 px and a shorter message box.
   */
  inPlace?: boolean;
  /** The Send row stays in view while the rest scrolls (the dialog). */
  stickyActions?: boolean;
  defaults: { intent: ContactIntent; audience?: Audience; returnTo: string };
  lastResult?: SubmissionResult<string[]> | null;
  /** A problem with the whole request (delivery failed, too many, too large). */
  formError?: string | null;
};

const singleLineFields = [
  { name: "name", type: "text", autoComplete: "name", maxLength: CONTACT_LIMITS.nameMax },
  { name: "email", type: "email", autoComplete: "email", maxLength: CONTACT_LIMITS.emailMax },
  { name: "phone", type: "tel", autoComplete: "tel", maxLength: CONTACT_LIMITS.phoneMax },
  { name: "company", type: "text", autoComplete: "organization", maxLength: CONTACT_LIMITS.companyMax },
] as const;

const inputClass =
  "mt-1 block min-h-12 w-full rounded-control border-2 border-gray-300 bg-white px-4 py-2 aria-[invalid=true]:border-red-700 focus:border-brand-700";

type FieldProps = { field: { id: string; errorId: string; errors?: string[] }; label: string; children: ReactNode };

/** A field's label, control and messages; `field` is the control's Conform metadata. */
function Field({ field, label, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={field.id} className="font-semibold text-brand-800">
        {label}
      </label>
      {children}
      {field.errors?.length ? (
        <p id={field.errorId} className="mt-1 font-semibold text-red-700">
          {field.errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/**
 * remix-utils' honeypot (honeypot.server.ts) with fields of our own: its HoneypotInputs (7.7, the
 * last for Remix v2) hides them with an inline style, which our CSP blocks, and writes the invalid
 * autocomplete="nope" (sergiodxa/remix-utils#332); a class of our own came only with its React
 * Router versions (sergiodxa/remix-utils#596). Hidden from people by CSS and from assistive
 * technology, left empty by them; ids unique per form (the dialog and an inline form may share a page).
 */
function HoneypotFields({
  formId,
  nameFieldName,
  validFromFieldName,
  encryptedValidFrom,
}: HoneypotInputProps & { formId: string }) {
  const { t } = useT();
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={`${formId}-${nameFieldName}`}>{t("contact.honeypot")}</label>
      <input id={`${formId}-${nameFieldName}`} name={nameFieldName} type="text" tabIndex={-1} autoComplete="off" />
      {validFromFieldName ? <input type="hidden" name={validFromFieldName} value={encryptedValidFrom} /> : null}
    </div>
  );
}

/**
 * The contact and demo form. A plain POST without JavaScript; with it, the same
 * schema validates in the browser first. Values survive a failed submission.
 */
export function ContactForm({
  as: FormComponent = Form,
  formId,
  submitting,
  inPlace = false,
  stickyActions = false,
  defaults,
  lastResult,
  formError,
}: Props) {
  const { t, lang } = useT();
  const hydrated = useHydrated();
  const site = useSiteData();
  const email = site?.company.email;
  const demo = defaults.intent === "demo";
  const action = localizedPath("contact", lang);
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: contactSchema(t("contact.errors", { returnObjects: true }), defaults.intent) }),
  });
  const errors = [fields.name, fields.email, fields.phone, fields.company, fields.employees, fields.message].filter(
    (field) => field.errors?.length,
  );
  const label = (name: (typeof singleLineFields)[number]["name"]) =>
    name === "company" && demo ? t("contact.fields.companyRequired") : t(`contact.fields.${name}`);
  return (
    <FormComponent method="post" action={action} {...getFormProps(form)} className="flex flex-col gap-5">
      {errors.length > 0 || formError ? (
        <div role="alert" className="rounded-control border-2 border-red-700 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{formError ?? t("contact.errorSummary")}</p>
          {errors.length > 0 ? (
            <ul className="mt-2 list-disc pl-5">
              {errors.map((field) => (
                <li key={field.id}>
                  <a href={`#${field.id}`} className="underline">
                    {field.errors?.join(" ")}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <input type="hidden" name="intent" value={defaults.intent} />
      {defaults.audience ? <input type="hidden" name="audienceContext" value={defaults.audience} /> : null}
      <input type="hidden" name="returnTo" value={defaults.returnTo} />
      {inPlace && hydrated ? <input type="hidden" name={ANSWER_IN_PLACE_FIELD} value="1" /> : null}
      {site ? <HoneypotFields {...site.honeypot} formId={form.id} /> : null}
      <div className={inPlace ? "grid gap-5 sm:grid-cols-2" : "flex flex-col gap-5"}>
        {singleLineFields.map(({ name, type, autoComplete, maxLength }) => (
          <Field key={name} field={fields[name]} label={label(name)}>
            <input
              {...getInputProps(fields[name], { type })}
              autoComplete={autoComplete}
              maxLength={maxLength}
              aria-required={name === "company" && demo ? true : undefined}
              className={inputClass}
            />
          </Field>
        ))}
        {demo ? (
          <Field field={fields.employees} label={t("contact.fields.employees")}>
            <select {...getSelectProps(fields.employees)} className={inputClass}>
              <option value="">{t("contact.employeesUnset")}</option>
              {employeeRanges.map((range) => (
                <option key={range} value={range}>
                  {t(`contact.employeeRanges.${range}`)}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
      </div>
      {/* Before the message box, so it is read before anything is typed in it. */}
      <p className="text-gray-700 text-sm">
        <WithPhoneLinks text={t("contact.safetyNote")} />
        {email ? (
          <>
            {" "}
            {t("contact.writeToUs")}{" "}
            <a href={`mailto:${email}`} className="font-semibold underline underline-offset-2">
              {email}
            </a>
            .
          </>
        ) : null}
      </p>
      <Field field={fields.message} label={t("contact.fields.message")}>
        <textarea
          {...getTextareaProps(fields.message)}
          rows={inPlace ? 4 : 6}
          maxLength={CONTACT_LIMITS.messageMax}
          className={inputClass}
        />
      </Field>
      <div
        className={
          // The dialog pads its scroll box by 1.5 rem: the row covers that padding, so nothing shows below it.
          stickyActions ? "sticky -bottom-6 -mx-6 border-gray-200 border-t bg-white px-6 py-3" : undefined
        }
      >
        <button type="submit" disabled={submitting} className={buttonClass("primary")}>
          {submitting ? t("contact.submitting") : t("contact.submit")}
        </button>
      </div>
    </FormComponent>
  );
}
