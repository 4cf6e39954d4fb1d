import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-language";

/** The search and the page number, each only when it is not the default ("?" for the first page of all). */
function pageHref(query: string, page: number): string {
  return `?${new URLSearchParams({ ...(query ? { q: query } : {}), ...(page > 1 ? { page: String(page) } : {}) })}`;
}

const linkClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50";

/** Previous/next and page numbers as plain links that keep the search (rel prev/next on the neighbours). */
export function Pagination({ page, pages, query }: { page: number; pages: number; query: string }) {
  const { t } = useT();
  if (pages <= 1) return null;
  const neighbour = (rel: "prev" | "next", to: number, label: "insights.previous" | "insights.next") =>
    to >= 1 && to <= pages ? (
      <Link prefetch="intent" to={pageHref(query, to)} rel={rel} className={linkClass}>
        {t(label)}
      </Link>
    ) : null;
  return (
    <nav aria-label={t("insights.pagination")} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {neighbour("prev", page - 1, "insights.previous")}
      <ul className="flex flex-wrap gap-2">
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <Link
              prefetch="intent"
              to={pageHref(query, number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={t("insights.pageOf", { page: number, pages })}
              className={`${linkClass} aria-[current=page]:bg-brand-700 aria-[current=page]:text-white`}
            >
              {number}
            </Link>
          </li>
        ))}
      </ul>
      {neighbour("next", page + 1, "insights.next")}
    </nav>
  );
}
