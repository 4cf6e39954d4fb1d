import type { LoaderFunctionArgs } from "@remix-run/node";
import { ScreenIntro } from "~/components/layout/screen-intro";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/meta";
import { loadStaticScreen } from "~/seo/page-text.server";

export const loader = ({ request }: LoaderFunctionArgs) => loadStaticScreen(request, "insights");
export const meta = pageMeta;

export default function InsightsScreen() {
  const { t } = useT();
  return <ScreenIntro heading={t("screens.insights.heading")} intro={t("screens.insights.intro")} />;
}
