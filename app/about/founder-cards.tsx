import { Link } from "@remix-run/react";
import { Section, textLinkClass } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";
import type { Founder } from "~/services/founders.server";
import { FounderPhoto } from "./founder-photo";

/** The one place the about page presents the founders (their long sections are on their own pages). */
export function FounderCards({ founders }: { founders: Founder[] }) {
  const { t, lang } = useT();
  return (
    <Section heading={t("about.foundersHeading")} intro={t("about.foundersIntro")} tone="tinted">
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {founders.map((founder) => (
          <li
            key={founder.slug}
            className="flex flex-col rounded-card border border-gray-200 bg-white p-6 sm:flex-row sm:gap-6"
          >
            <FounderPhoto founder={founder} size="card" lazy />
            <div className="mt-4 flex flex-col sm:mt-0">
              <p>
                <span className="inline-block rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-800 text-sm">
                  {t(`founders.role.${founder.role}`)}
                </span>
              </p>
              <h3 className="mt-2 text-brand-900 text-xl">{founder.name}</h3>
              <p className="text-gray-700">{founder.title}</p>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-800">
                {founder.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
              <Link
                prefetch="intent"
                to={localizedPath("founder", lang, { founder: founder.slug })}
                className={`mt-4 ${textLinkClass}`}
              >
                {t("about.readMore", { name: founder.name })}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
