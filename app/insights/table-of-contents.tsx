import { useEffect, useState } from "react";
import { useT } from "~/i18n/use-language";
import type { TocEntry } from "./article-text.server";

/** A heading counts as current once its top is within this distance of the viewport top. */
const TOC_THRESHOLD_PX = 120;

/**
 * Plain anchor links (they work without JavaScript); with it, the section being read is marked.
 * In the page's language, also inside an article shown in Norwegian.
 */
export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const { t, lang } = useT();
  const [current, setCurrent] = useState<string | null>(null);
  // The id of the last heading that has reached the threshold, following scrolling (scroll events come once a frame).
  useEffect(() => {
    const top = (id: string) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
    const update = () => setCurrent(toc.findLast((entry) => top(entry.id) <= TOC_THRESHOLD_PX)?.id ?? null);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [toc]);
  if (toc.length === 0) return null;
  return (
    <nav lang={lang} aria-label={t("insights.toc")} className="my-8 rounded-2xl bg-brand-50 p-6 print:hidden">
      <h2 className="font-semibold text-brand-800">{t("insights.toc")}</h2>
      <ol className="mt-3 flex flex-col gap-2">
        {toc.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? "pl-4" : undefined}>
            <a
              href={`#${entry.id}`}
              aria-current={entry.id === current ? "location" : undefined}
              className="text-brand-700 underline underline-offset-4 aria-[current=location]:font-bold aria-[current=location]:text-brand-800"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
