import { ScreenIntro } from "~/components/layout/screen-intro";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/meta";
import { staticScreenLoader } from "~/seo/page-text.server";

export const loader = staticScreenLoader("insights");
export const meta = pageMeta;

export default function InsightsScreen() {
  const { t } = useT();
  return <ScreenIntro heading={t("screens.insights.heading")} intro={t("screens.insights.intro")} />;
}
