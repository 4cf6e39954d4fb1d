export { TextContentScreen as default } from "~/components/content/text-content-screen";
export { loadContentScreen as loader } from "~/content/content-screen.server";
export { pageMeta as meta } from "~/seo/meta";
