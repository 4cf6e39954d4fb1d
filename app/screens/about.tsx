import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { founderUrl, organizationFacts } from "~/about/about-data.server";
import { FounderPhoto } from "~/about/founder-photo";
import { ContentBody, Paragraphs } from "~/components/content/content-body";
import { NextStepSection } from "~/components/layout/next-step-section";
import { CardGrid, Hero, Section, textLinkClass } from "~/components/ui/elements";
import { highFetchPriority } from "~/components/ui/picture";
import { loadStaticContent } from "~/content/static-content.server";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";
import { routeScreen } from "~/routing/screen-route.server";
import { pageText } from "~/seo/page-text.server";
import { organizationData } from "~/seo/structured-data";
import { listFounders } from "~/services/founders.server";

export async function loader(args: LoaderFunctionArgs) {
  const { lang, t } = routeScreen("about", args);
  const [content, founders] = await Promise.all([
    // The founder cards present the founders; each founder's own page shows their section.
    loadStaticContent("about", lang, { withoutFounders: true }),
    listFounders(lang),
  ]);
  const page = pageText(t, "about");
  const structuredData = [
    organizationData(
      organizationFacts(t),
      founders.map((founder) => ({ founder, url: founderUrl(founder, lang) })),
    ),
  ];
  return json({ page, content, founders, structuredData });
}

export { pageMeta as meta } from "~/seo/meta";

export default function AboutScreen() {
  const { content, founders } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  return (
    <>
      <Hero
        heading={t("screens.about.heading")}
        intro={t("screens.about.intro")}
        visual={
          // An SVG is crisp at every width, so it needs no responsive variants. It is the first
          // picture on the page: fetched at once; width and height keep its place while it loads.
          <img
            src="/images/about/hero.svg"
            alt={t("about.heroImageAlt")}
            width={640}
            height={400}
            {...highFetchPriority(true)}
            className="mx-auto h-auto w-full max-w-xl"
          />
        }
      />
      <Section heading={t("about.principlesHeading")}>
        <CardGrid
          items={t("about.principles", { returnObjects: true })}
          icons={["shield-check", "hand-raised", "academic-cap"]}
        />
      </Section>
      <ContentBody content={content} fallback={<Paragraphs texts={[t("about.fallback")]} />} />
      {/* The one place this page presents the founders (their long sections are on their own pages). */}
      <Section heading={t("about.foundersHeading")} intro={t("about.foundersIntro")} tone="tinted">
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {founders.map((founder) => (
            <li
              key={founder.slug}
              className="flex flex-col rounded-card border border-gray-200 bg-white p-6 sm:flex-row sm:gap-6"
            >
              <FounderPhoto founder={founder} size="card" />
              <div className="mt-4 flex flex-col sm:mt-0">
                <p className="w-fit rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-800 text-sm">
                  {t(`founders.role.${founder.role}`)}
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
      <NextStepSection heading={t("about.contactHeading")} text={t("about.contactText")} contactFirst />
    </>
  );
}
