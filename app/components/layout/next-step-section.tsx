import type { ReactNode } from "react";
import type { Audience } from "~/audience/audience";
import { useAudience } from "~/audience/use-audience";
import { ButtonLink, buttonClass } from "~/components/ui/elements";
import { ContactLink } from "~/contact/contact-link";
import { WithPhoneLinks } from "~/help/help-menu";
import { useT } from "~/i18n/use-language";
import { signupUrlFor, useSiteData } from "./site-data";

export const NEXT_STEP_ID = "neste-steg";

type Props = {
  /** For business visitors, the demo form itself instead of a link to it. */
  demoForm?: ReactNode;
  /** A page's own words for the invitation (the about page's); otherwise the audience's. */
  heading?: string;
  text?: string;
  /** The page invites contact (the about page, per the spec): contact leads, the audience's step is the quiet second. */
  contactFirst?: boolean;
  /** A page for one audience (the youth page) ends with its step, whatever the visitor chose. */
  pageAudience?: Audience;
};

/**
 * How every page ends: one primary step that suits the visitor's audience (sign-up for
 * personal and youth, a demo for business) and, always, the contact form as the quiet second.
 */
export function NextStepSection({ demoForm, heading, text, contactFirst, pageAudience }: Props) {
  const { t, lang } = useT();
  const site = useSiteData();
  const signupUrl = site?.signupUrl;
  const [chosen] = useAudience();
  const audience = pageAudience ?? chosen;
  const price = site?.prices[audience];
  const business = audience === "bedrift";
  const inlineDemo = business && demoForm;
  // The one primary action is white on the dark band; the other is the quiet second.
  const stepVariant = contactFirst ? "quietLight" : "secondary";
  const contact = (
    <ContactLink
      intent="contact"
      audience={audience}
      className={buttonClass(contactFirst ? "secondary" : "quietLight")}
    >
      {t("nextStep.contact")}
    </ContactLink>
  );
  return (
    <section
      id={NEXT_STEP_ID}
      aria-labelledby="next-step-heading"
      data-next-step
      className="focus-ring-light scroll-mt-16 bg-brand-800 text-white print:hidden"
    >
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:py-20">
        <h2 id="next-step-heading" className="font-bold text-3xl tracking-tight">
          {heading ?? t(`nextStep.${audience}.heading`)}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-brand-100 text-lg">
          <WithPhoneLinks text={text ?? t(inlineDemo ? "nextStep.bedrift.formText" : `nextStep.${audience}.text`)} />
        </p>
        {price ? <p className="mt-2 font-semibold text-lg">{t("nextStep.price", { price })}</p> : null}
        {inlineDemo ? (
          <div className="focus-ring-brand mx-auto mt-8 max-w-2xl rounded-card bg-white p-6 text-left text-ink shadow-lg sm:p-8">
            {demoForm}
          </div>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {contactFirst ? contact : null}
          {inlineDemo ? null : business ? (
            <ContactLink intent="demo" audience="bedrift" className={buttonClass(stepVariant)}>
              {t("nextStep.bedrift.action")}
            </ContactLink>
          ) : signupUrl ? (
            <ButtonLink
              // Only young people (15–18) are named to the sign-up site; everyone else is its default.
              href={audience === "ungdom" ? signupUrlFor(signupUrl, lang, audience) : signupUrl}
              variant={stepVariant}
            >
              {t("menu.tryFree")}
            </ButtonLink>
          ) : null}
          {contactFirst ? null : contact}
        </div>
        {/* The demo form's own text already says when we answer. */}
        {inlineDemo ? null : <p className="mt-6 text-brand-100 text-sm">{t("nextStep.replyNote")}</p>}
      </div>
    </section>
  );
}
