import { ScreenIntro } from "~/components/layout/screen-intro";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/meta";
import { staticScreenLoader } from "~/seo/page-text.server";

export const loader = staticScreenLoader("home");
export const meta = pageMeta;

export default function HomeScreen() {
  const { t } = useT();
  return <ScreenIntro heading={t("screens.home.heading")} intro={t("screens.home.intro")} />;
}
