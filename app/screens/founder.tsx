import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { founderUrl, organizationFacts } from "~/about/about-data.server";
import { FounderPhoto } from "~/about/founder-photo";
import { ContentBody } from "~/components/content/content-body";
import { NextStepSection } from "~/components/layout/next-step-section";
import { BackLink } from "~/components/ui/elements";
import { loadStaticContent } from "~/content/static-content.server";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";
import { routeScreen } from "~/routing/screen-route.server";
import { personData } from "~/seo/structured-data";
import { findFounder } from "~/services/founders.server";
import { notFound } from "./not-found.server";

export async function loader(args: LoaderFunctionArgs) {
  const { params, lang, t } = routeScreen("founder", args);
  const founder = await findFounder(params.founder, lang);
  if (!founder) throw notFound(args.request);
  const content = await loadStaticContent("about", lang, { founder: founder.slug });
  const role = t(`founders.role.${founder.role}`);
  return json({
    founder,
    content,
    page: { title: t("screens.founder.title", { name: founder.name, role }), description: founder.metaDescription },
    structuredData: [personData(founder, founderUrl(founder, lang), organizationFacts(t))],
  });
}

export { pageMeta as meta } from "~/seo/meta";

export default function FounderScreen() {
  const { founder, content } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  return (
    <>
      {/* The name is the page's only heading for the founder: their section of the about content
          starts with text, not with the name again (docs/content.md). */}
      <section aria-labelledby="founder-heading" className="bg-gradient-to-b from-sand to-white">
        <div className="mx-auto flex max-w-3xl flex-col items-start gap-6 px-4 py-12 sm:flex-row sm:items-center sm:gap-10 sm:py-16">
          <FounderPhoto founder={founder} size="hero" />
          <div>
            <p className="eyebrow mb-3">{t(`founders.role.${founder.role}`)}</p>
            <h1 id="founder-heading" className="display-heading">
              {founder.name}
            </h1>
            <p className="mt-4 text-gray-700 text-lg">{founder.title}</p>
          </div>
        </div>
      </section>
      <ContentBody
        content={content}
        fallback={
          <ul className="list-disc space-y-2 pl-6 text-gray-800 text-lg">
            {founder.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        }
      />
      <BackLink to={localizedPath("about", lang)} className="mx-auto max-w-3xl px-4 pb-16">
        {t("founders.backToAbout")}
      </BackLink>
      <NextStepSection />
    </>
  );
}
