import type { LoaderFunctionArgs } from "@remix-run/node";
import { TextContentScreen } from "~/components/content/text-content-screen";
import { loadContentScreen } from "~/content/content-screen.server";
import { pageMeta } from "~/seo/meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadContentScreen(request, "privacy", "personvern");
export const meta = pageMeta;

export default function PrivacyScreen() {
  return <TextContentScreen screen="privacy" />;
}
