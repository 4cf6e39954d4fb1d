import { useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useScreenRoute, useT } from "~/i18n/use-language";
import { counterpartPath, type Language, languages } from "~/routing/paths";
import { PAGE_QUERY_PARAMETERS, pathWithQuery } from "~/routing/site-path";

// Inline SVG: emoji flags do not render on many desktop systems.
function Flag({ lang }: { lang: Language }) {
  if (lang === "nb") {
    return (
      <svg width="20" height="15" aria-hidden="true" focusable="false" className="rounded-sm" viewBox="0 0 22 16">
        <rect width="22" height="16" fill="#ba0c2f" />
        <path d="M0 8h22M8 0v16" stroke="#fff" strokeWidth="4" />
        <path d="M0 8h22M8 0v16" stroke="#00205b" strokeWidth="2" />
      </svg>
    );
  }
  return (
    <svg width="20" height="15" aria-hidden="true" focusable="false" className="rounded-sm" viewBox="0 0 60 30">
      <rect width="60" height="30" fill="#012169" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#c8102e" strokeWidth="2" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  );
}

/** What the header shows where the names do not fit (narrow phones; beside the main links). */
const shortNames: Record<Language, string> = { nb: "NO", en: "EN" };

/**
 * Plain links to the same page in each language, with and without JavaScript: the link's ?lang
 * makes the server store the choice and redirect to the clean URL, which the page then loads in
 * that language. The server's links keep only the parameters pages read (its page is shared with
 * every other query); once hydrated, the links carry the whole query and the hash, which the
 * redirect keeps.
 */
export function LanguageSwitcher({ placement = "header" }: { placement?: "header" | "footer" }) {
  const { t, lang: current } = useT();
  const location = useLocation();
  const { params, ...route } = useScreenRoute();
  // The server never sees the hash; adding it, and the rest of the query, only after hydration
  // keeps the markup identical.
  const hydrated = useHydrated();
  const search = new URLSearchParams(location.search);
  const header = placement === "header";

  const links = (
    <ul className="flex items-center gap-1 text-sm">
      {languages.map((target) => {
        const query = new URLSearchParams(
          hydrated ? search : [...search].filter(([name]) => PAGE_QUERY_PARAMETERS.includes(name)),
        );
        query.set("lang", target);
        const href = pathWithQuery(counterpartPath(route, params, location.pathname, target), query);
        return (
          <li key={target}>
            <a
              href={hydrated ? href + location.hash : href}
              hrefLang={target}
              lang={target}
              aria-current={target === current ? "true" : undefined}
              className="flex min-h-11 items-center gap-1.5 rounded px-2 py-1 text-gray-700 hover:bg-gray-100 aria-[current]:font-semibold aria-[current]:text-brand-800 aria-[current]:underline aria-[current]:underline-offset-4"
            >
              <Flag lang={target} />
              {/* Below 768 px, and from 1024 to 1280 px where the main links sit beside it, the header
                shows the short name; screen readers always hear the full one. */}
              {header ? (
                <span aria-hidden="true" className="md:max-lg:hidden xl:hidden">
                  {shortNames[target]}
                </span>
              ) : null}
              <span className={header ? "max-md:sr-only lg:max-xl:sr-only" : undefined}>{t(`language.${target}`)}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
  // The footer's copy is a plain list: one "Språk" landmark per page is enough.
  return header ? <nav aria-label={t("language.label")}>{links}</nav> : links;
}
