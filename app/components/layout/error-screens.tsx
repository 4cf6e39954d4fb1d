// The screens of a page that failed, in a module no other page loads.
import { BackLink, ScreenIntro, textLinkClass } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";

/** The root's error screen: not found (404), or any other error that reaches the root. */
export default function ErrorScreens({ notFound }: { notFound: boolean }) {
  const { t, lang } = useT();
  if (!notFound) {
    return (
      <ScreenIntro heading={t("error.heading")} intro={t("error.text")}>
        <p className="mt-8">
          {/* A full page load: the app state may be what broke. */}
          <a href={localizedPath("home", lang)} className={textLinkClass}>
            {t("error.backHome")}
          </a>
        </p>
      </ScreenIntro>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl items-center lg:grid-cols-2">
      <ScreenIntro eyebrow={t("notFound.code")} heading={t("notFound.heading")} intro={t("notFound.text")}>
        <BackLink to={localizedPath("home", lang)} className="mt-8">
          {t("notFound.backHome")}
        </BackLink>
      </ScreenIntro>
      {/* Decoration: a figure at a signpost; the text beside it says the page is missing. */}
      <img
        src="/images/not-found.svg"
        alt=""
        width={480}
        height={400}
        className="mx-auto h-auto w-full max-w-xs px-4 pb-12 sm:max-w-sm lg:max-w-md lg:pb-0"
      />
    </div>
  );
}
