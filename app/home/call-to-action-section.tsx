import type { Audience } from "~/audience/audience";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/button-link";
import { contactHref } from "~/contact/contact-link";
import { useT } from "~/i18n/use-language";

/**
 * Businesses are asked to book a demo; individuals and young people go to the
 * sign-up site. Everyone can also reach the contact form.
 */
export function CallToActionSection({ audience, signupUrl }: { audience: Audience; signupUrl: string }) {
  const { t, lang } = useT();
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-800 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
        <h2 id="cta-heading" className="font-bold text-3xl tracking-tight">
          {t(`home.cta.${audience}.heading`)}
        </h2>
        <p className="mt-4 text-brand-100 text-lg">{t(`home.cta.${audience}.text`)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {audience === "bedrift" ? (
            <ButtonLink href={contactHref(lang, "demo", "bedrift")} variant="secondary">
              {t("home.cta.bedrift.action")}
            </ButtonLink>
          ) : (
            <ExternalButtonLink href={signupUrl} variant="secondary" newTabLabel={t("home.newTab")}>
              {t(`home.cta.${audience}.action`)}
            </ExternalButtonLink>
          )}
          <ButtonLink href={contactHref(lang, "contact", audience)} variant="outlineLight">
            {t("home.cta.contact")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
