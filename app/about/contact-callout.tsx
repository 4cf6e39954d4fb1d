import { ButtonLink } from "~/components/ui/button-link";
import { Section } from "~/components/ui/section";
import { contactHref } from "~/contact/contact-link";
import { useT } from "~/i18n/use-language";

export function ContactCallout() {
  const { t, lang } = useT();
  return (
    <Section heading={t("about.contactHeading")} intro={t("about.contactText")}>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <ButtonLink href={contactHref(lang, "contact")}>{t("about.contactAction")}</ButtonLink>
        <p className="text-gray-700">{t("about.contactNote")}</p>
      </div>
    </Section>
  );
}
