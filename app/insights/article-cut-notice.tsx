import { Link } from "@remix-run/react";
import { textLinkClass } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";

/** Under an article the site shows only part of (article-bounds.server.ts): says so, and leads to the list. */
export function ArticleCutNotice({ cut }: { cut: boolean }) {
  const { t, lang } = useT();
  if (!cut) return null;
  return (
    <p lang={lang} className="mt-8 rounded-xl bg-amber-50 p-4 text-amber-900">
      {t("insights.cut.text")}{" "}
      <Link to={localizedPath("insights", lang)} className={textLinkClass}>
        {t("insights.cut.link")}
      </Link>
    </p>
  );
}
