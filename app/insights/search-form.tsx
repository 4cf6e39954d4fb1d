import { Form, useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { buttonClass, Icon } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A GET form: without JavaScript it submits `?q=` (and so starts again at
 * page 1); with JavaScript it filters as the visitor types, keeping the URL in step.
 */
export function SearchForm({ query }: { query: string }) {
  const { t } = useT();
  const submit = useSubmit();
  const { pathname } = useLocation();
  const timer = useRef<number>();
  const inputRef = useRef<HTMLInputElement>(null);

  // Back/forward changes the URL: the box follows it.
  useEffect(() => {
    if (inputRef.current && inputRef.current !== document.activeElement) inputRef.current.value = query;
  }, [query]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <Form
      method="get"
      // Without an action, Remix's form repeats the page's whole query, which a shared page must not.
      action={pathname}
      role="search"
      className="flex flex-wrap items-end gap-3"
      onChange={(event) => {
        const form = event.currentTarget;
        window.clearTimeout(timer.current);
        const filter = () => submit(form, { replace: true, preventScrollReset: true });
        timer.current = window.setTimeout(filter, SEARCH_DEBOUNCE_MS);
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="article-search" className="block font-semibold text-brand-800">
          {t("insights.search.label")}
        </label>
        <input
          ref={inputRef}
          id="article-search"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={t("insights.search.placeholder")}
          maxLength={200}
          className="mt-2 min-h-12 w-full rounded-xl border-2 border-gray-300 px-4 py-2 text-base focus:border-brand-700 sm:text-lg"
        />
      </div>
      <button type="submit" className={buttonClass()}>
        <Icon name="magnifying-glass" className="size-5" />
        {t("insights.search.submit")}
      </button>
    </Form>
  );
}
