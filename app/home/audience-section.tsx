import { Form, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { audiences } from "~/audience/audience";
import { useAudience } from "~/audience/use-audience";
import { BackLink, buttonClass, CheckList, Section } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";

export const AUDIENCE_SECTION_ID = "audience";

/** A section heading whose end stands out in the warm accent (this section's and the differentiation's). */
export const highlighted = (start: string, highlight: string) => (
  <>
    {start}
    <span className="text-warm-700">{highlight}</span>
  </>
);

/**
 * Three real radio buttons in a form. Without JavaScript the visitor submits
 * the form and the server stores the choice; with it the choice applies at once.
 */
export function AudienceSection({ error }: { error?: string }) {
  const { t, lang } = useT();
  const [audience, choose] = useAudience();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const highlights = t(`home.audience.options.${audience}.highlights`, { returnObjects: true });
  return (
    <Section
      id={AUDIENCE_SECTION_ID}
      heading={highlighted(t("home.audience.headingStart"), t("home.audience.headingHighlight"))}
    >
      <div className="mt-6 grid gap-6 sm:mt-10 sm:gap-8 lg:grid-cols-[1fr_2fr]">
        {/* Without an action, Remix's form repeats the page's whole query, which a shared page must not. */}
        <Form method="post" action={pathname} preventScrollReset>
          <fieldset aria-describedby={error ? "audience-error" : undefined}>
            <legend className="font-semibold text-brand-800 text-lg">{t("home.audience.legend")}</legend>
            {error ? (
              <p id="audience-error" className="mt-2 font-semibold text-red-700">
                {error}
              </p>
            ) : null}
            {/* Two a row on phones, three on tablets; one under another beside the highlights. */}
            <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-1 lg:gap-3">
              {audiences.map((option) => (
                <label
                  key={option}
                  className="flex min-h-12 cursor-pointer items-center gap-3 rounded-control border-2 border-gray-200 bg-white px-3 py-2 font-medium lg:px-4 lg:py-3 has-checked:border-brand-700 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="audience"
                    value={option}
                    checked={option === audience}
                    onChange={() => choose(option)}
                    className="size-5 shrink-0 accent-brand-700"
                  />
                  {t(`home.audience.options.${option}.label`)}
                </label>
              ))}
              {/* Without JavaScript, in the free cell beside the last choice on phones. */}
              {hydrated ? null : (
                <button type="submit" className={`${buttonClass("secondary")} lg:justify-self-start`}>
                  {t("home.audience.apply")}
                </button>
              )}
            </div>
          </fieldset>
        </Form>
        <div aria-live="polite" className="rounded-card bg-sand p-5 sm:p-8">
          <CheckList heading={t(`home.audience.options.${audience}.title`)} items={highlights} />
          {audience === "ungdom" ? (
            <BackLink to={localizedPath("youngPeople", lang)} className="mt-6">
              {t("youth.pageLink")}
            </BackLink>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
