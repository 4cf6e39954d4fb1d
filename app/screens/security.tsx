import type { LoaderFunctionArgs } from "@remix-run/node";
import { TextContentScreen } from "~/components/content/text-content-screen";
import { loadContentScreen } from "~/content/content-screen.server";
import { pageMeta } from "~/seo/meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadContentScreen(request, "security", "trygghet");
export const meta = pageMeta;

export default function SecurityScreen() {
  return <TextContentScreen screen="security" />;
}
