import type { LoaderFunctionArgs } from "@remix-run/node";
import { TextContentScreen } from "~/components/content/text-content-screen";
import { loadContentScreen } from "~/content/content-screen.server";
import { pageMeta, type ScreenMeta } from "~/seo/meta";

export const loader = (args: LoaderFunctionArgs) => loadContentScreen("privacy", args);
export const meta: ScreenMeta<typeof loader> = (args) => pageMeta(args, args.data?.page);

export default function PrivacyScreen() {
  return <TextContentScreen screen="privacy" />;
}
