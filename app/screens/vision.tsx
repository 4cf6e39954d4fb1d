import { ScreenIntro } from "~/components/layout/screen-intro";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/meta";
import { staticScreenLoader } from "~/seo/page-text.server";

export const loader = staticScreenLoader("vision");
export const meta = pageMeta;

export default function VisionScreen() {
  const { t } = useT();
  return <ScreenIntro heading={t("screens.vision.heading")} intro={t("screens.vision.intro")} />;
}
