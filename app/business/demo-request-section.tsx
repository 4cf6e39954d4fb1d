import { buttonClass } from "~/components/ui/elements";
import { ContactLink } from "~/contact/contact-link";
import { InlineContactForm } from "~/contact/inline-contact-form";
import { useT } from "~/i18n/use-language";

export const DEMO_SECTION_ID = "demo";

/** The demo request form itself, in the page: intent demo, audience bedrift. */
export function DemoRequestSection() {
  const { t } = useT();
  return (
    <section id={DEMO_SECTION_ID} aria-labelledby="demo-heading" className="scroll-mt-16 bg-brand-800" data-next-step>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:py-20 lg:grid-cols-[2fr_3fr]">
        <div className="text-white">
          <h2 id="demo-heading" className="font-bold text-3xl tracking-tight">
            {t("business.demoHeading")}
          </h2>
          <p className="mt-4 text-brand-100 text-lg">{t("business.demoText")}</p>
          <div className="mt-8">
            <ContactLink intent="contact" audience="bedrift" className={buttonClass("outlineLight")}>
              {t("nextStep.contact")}
            </ContactLink>
          </div>
        </div>
        <div className="rounded-card bg-white p-6 text-ink shadow-lg sm:p-8">
          <InlineContactForm formId="business-demo-form" intent="demo" audience="bedrift" />
        </div>
      </div>
    </section>
  );
}
