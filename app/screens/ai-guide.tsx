import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { TextContentScreen } from "~/components/content/text-content-screen";
import { contentScreenData } from "~/content/content-screen.server";
import { voiceProcessing } from "~/content/static-content.server";
import { routeScreen } from "~/routing/screen-route.server";
import { pageMeta, type ScreenMeta } from "~/seo/meta";
import { siteConfig } from "~/services/config.server";

export async function loader(args: LoaderFunctionArgs) {
  const { lang, t } = routeScreen("aiGuide", args);
  // The built-in text names the voice vendor and its region too, as the content file's placeholder does.
  return json({ ...(await contentScreenData(t, lang, "aiGuide")), voice: voiceProcessing(t, siteConfig.voice) });
}
export const meta: ScreenMeta<typeof loader> = (args) => pageMeta(args, args.data?.page);

export default function AiGuideScreen() {
  return <TextContentScreen screen="aiGuide" />;
}
