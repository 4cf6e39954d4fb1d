import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ScreenIntro } from "~/components/layout/screen-intro";
import { textLinkClass } from "~/components/ui/styles";
import { i18nServer } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-language";
import { languageOfPath, localizedPath } from "~/routing/paths";
import { pageMeta } from "~/seo/meta";
import { findFounder } from "~/services/founders.server";
import { notFound } from "./not-found.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const founder = await findFounder(params.founder ?? "", lang);
  if (!founder) throw notFound(request);
  const t = await i18nServer.getFixedT(request);
  const role = t(`founders.role.${founder.role}`);
  return json({
    founder,
    page: { title: t("screens.founder.title", { name: founder.name, role }), description: founder.metaDescription },
  });
}

export const meta = pageMeta;

export default function FounderScreen() {
  const { founder } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  return (
    <ScreenIntro heading={founder.name} intro={founder.title}>
      <ul className="mt-6 list-disc space-y-2 pl-6 text-gray-700">
        {founder.bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
      <p className="mt-8">
        <Link to={localizedPath("about", lang)} className={textLinkClass}>
          {t("founders.backToAbout")}
        </Link>
      </p>
    </ScreenIntro>
  );
}
