import type { LoaderFunctionArgs } from "@remix-run/node";
import { ScreenIntro } from "~/components/layout/screen-intro";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/meta";
import { loadStaticScreen } from "~/seo/page-text.server";

export const loader = ({ request }: LoaderFunctionArgs) => loadStaticScreen(request, "product");
export const meta = pageMeta;

export default function ProductScreen() {
  const { t } = useT();
  return <ScreenIntro heading={t("screens.product.heading")} intro={t("screens.product.intro")} />;
}
