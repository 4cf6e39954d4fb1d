import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NextStepSection } from "~/components/layout/next-step-section";
import { ScreenIntro } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { ArticleCard } from "~/insights/article-card";
import { articleStore, orFallback } from "~/insights/article-store.server";
import { articleCard, matchesSearch } from "~/insights/article-view.server";
import { cardSpan, cardSpanClass } from "~/insights/card-grid";
import { Pagination } from "~/insights/pagination";
import { SearchForm } from "~/insights/search-form";
import { routeScreen } from "~/routing/screen-route.server";
import { pageText } from "~/seo/page-text.server";

const MAX_QUERY_LENGTH = 200;
const ARTICLES_PER_PAGE = 10;

export async function loader(args: LoaderFunctionArgs) {
  const { lang, t } = routeScreen("insights", args);
  const url = new URL(args.request.url);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const store = articleStore();
  const all = await orFallback("list", store.listArticles(), []);
  const found = all.filter((row) => matchesSearch(row, lang, query));
  const pages = Math.max(1, Math.ceil(found.length / ARTICLES_PER_PAGE));
  // Garbage asks for page 1; a page past the end shows the last one.
  const requested = url.searchParams.get("page")?.trim() ?? "";
  const page = Math.min(Math.max(/^\d{1,6}$/.test(requested) ? Number(requested) : 1, 1), pages);
  const onPage = found.slice((page - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE);
  const cards = await Promise.all(
    onPage.map(async (row) => {
      // A card lists at most one file of the article's storage folder (the spec).
      const [image] = await orFallback("images", store.generatedImages(row, 1), []);
      return articleCard(row, lang, image);
    }),
  );
  return json({
    page: pageText(t, "insights"),
    query,
    cards,
    total: found.length,
    published: all.length,
    pageNumber: page,
    pages,
  });
}

export { pageMeta as meta } from "~/seo/meta";

export default function InsightsScreen() {
  const { query, cards, total, published, pageNumber, pages } = useLoaderData<typeof loader>();
  const { t } = useT();
  const emptyText = published === 0 ? t("insights.noArticles") : t("insights.noResults", { query });
  return (
    <>
      <ScreenIntro heading={t("screens.insights.heading")} intro={t("screens.insights.intro")} />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <SearchForm query={query} />
        <p role="status" className="mt-6 text-gray-700">
          {total === 0 ? emptyText : t("insights.results", { count: total })}
        </p>
        {cards.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
            {cards.map((card, index) => {
              const span = cardSpan(index, cards.length);
              return (
                <li key={card.id} className={cardSpanClass(span)}>
                  {/* The first card's picture is a phone's largest paint: fetched at once, not when near. */}
                  <ArticleCard article={card} span={span} priority={index === 0} />
                </li>
              );
            })}
          </ul>
        ) : null}
        <Pagination page={pageNumber} pages={pages} query={query} />
      </div>
      <NextStepSection />
    </>
  );
}
