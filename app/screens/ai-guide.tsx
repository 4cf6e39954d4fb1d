import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { contentScreenData } from "~/content/content-screen.server";
import { voiceProcessing } from "~/content/static-content.server";
import { routeScreen } from "~/routing/screen-route.server";
import { siteConfig } from "~/services/config.server";

export async function loader(args: LoaderFunctionArgs) {
  const { lang, t } = routeScreen("aiGuide", args);
  // The built-in text names the voice vendor and its region too, as the content file's placeholder does.
  return json({ ...(await contentScreenData(t, lang, "aiGuide")), voice: voiceProcessing(t, siteConfig.voice) });
}
export { TextContentScreen as default } from "~/components/content/text-content-screen";
export { pageMeta as meta } from "~/seo/meta";
