import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { organizationFacts } from "~/about/about-data.server";
import { RichText } from "~/components/content/content-body";
import { NextStepSection } from "~/components/layout/next-step-section";
import { BackLink, ScreenIntro, textLinkClass } from "~/components/ui/elements";
import { shareImageFor } from "~/components/ui/picture.server";
import { useT } from "~/i18n/use-language";
import { ArticleImage } from "~/insights/article-card";
import { articleStore, orFallback } from "~/insights/article-store.server";
import { ArticleToolbar } from "~/insights/article-toolbar";
import { articlePage } from "~/insights/article-view.server";
import { TableOfContents } from "~/insights/table-of-contents";
import { localizedPath } from "~/routing/paths";
import { routeScreen } from "~/routing/screen-route.server";
import { breadcrumbData, namedPerson, publisherData } from "~/seo/structured-data";
import { privateRedirect } from "~/services/cache-control.server";
import { siteConfig } from "~/services/config.server";

export async function loader(args: LoaderFunctionArgs) {
  const { params, lang, t } = routeScreen("article", args);
  const list = localizedPath("insights", lang);
  const store = articleStore();
  const row = await orFallback("article", store.getArticle(params.id), null);
  // A missing article, or one that could not be loaded, sends the visitor to the list.
  if (!row) throw privateRedirect(list);
  // The page lists up to four files of the article's storage folder (the spec).
  const images = await orFallback("images", store.generatedImages(row, 4), []);
  const article = articlePage(row, lang, images);
  const absolute = (path: string) => new URL(path, siteConfig.siteUrl).href;
  const url = absolute(localizedPath("article", article.inPageLanguage ? lang : "nb", { id: row.id }));
  const publisher = publisherData(organizationFacts(t));
  const { reviewer } = article;
  return json({
    article,
    helpLines: row.audience === "ungdom" ? ("youth" as const) : ("adult" as const),
    page: {
      title: `${article.title} | ${t("site.name")}`,
      description: article.description,
      ogType: "article" as const,
      image: article.cover ? absolute(shareImageFor(article.cover.src)) : null,
      norwegianOnly: article.norwegianOnly,
    },
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.description,
        url,
        // schema.org gives a page, not a posting, the people who checked it.
        mainEntityOfPage: reviewer
          ? { "@type": "WebPage", "@id": url, reviewedBy: namedPerson(reviewer.name, reviewer.title) }
          : url,
        datePublished: article.published.iso,
        dateModified: article.updated.iso,
        inLanguage: article.contentLang,
        image: article.images.map((image) => absolute(image.src)),
        author: article.author ? namedPerson(article.author) : publisher,
        publisher,
      },
      breadcrumbData([
        { name: t("menu.home"), url: absolute(localizedPath("home", lang)) },
        { name: t("menu.insights"), url: absolute(list) },
        { name: article.title, url },
      ]),
    ],
  });
}

export { pageMeta as meta } from "~/seo/meta";

export default function ArticleScreen() {
  const { article } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const { author, reviewer } = article;
  // Who wrote and who checked the article, as far as the content says.
  const credits = [
    t("insights.readingTime", { count: article.readingMinutes }),
    author ? t("insights.author", { name: author }) : "",
    reviewer ? t("insights.reviewedBy", { name: [reviewer.name, reviewer.title].filter(Boolean).join(", ") }) : "",
    article.aiWritten ? t("insights.aiWritten") : "",
  ].filter(Boolean);
  return (
    <>
      <div aria-hidden="true" className="fixed inset-x-0 top-16 z-40 h-1 print:hidden">
        <div className="reading-progress h-full bg-brand-600" />
      </div>
      <ArticleToolbar title={article.title} />
      <article
        lang={article.contentLang !== lang ? article.contentLang : undefined}
        className="mx-auto max-w-3xl px-4 py-10"
      >
        <header>
          {article.inPageLanguage ? null : (
            <p lang={lang} className="mb-6 rounded-xl bg-amber-50 p-4 text-amber-900">
              {t("insights.onlyNorwegian")}
            </p>
          )}
          {/* The site's display face, a step smaller than a page's h1: article titles run long. */}
          <h1 className="display-heading text-[1.75rem] sm:text-[2.25rem] lg:text-[2.75rem]">{article.title}</h1>
          <p lang={lang} className="mt-3 text-gray-700">
            <time dateTime={article.published.iso}>{article.published.text}</time>
            {credits.map((credit) => (
              <Fragment key={credit}>
                <span aria-hidden="true"> · </span>
                {credit}
              </Fragment>
            ))}
          </p>
          <ArticleImage
            image={article.cover}
            seed={article.id}
            className="mt-8 rounded-2xl"
            sizes="(min-width: 768px) 736px, calc(100vw - 2rem)"
            priority
          />
        </header>
        <TableOfContents toc={article.toc} />
        <RichText html={article.html} />
        {/* An article the site shows only part of (article-bounds.server.ts): says so, and leads to the list. */}
        {article.cut ? (
          <p lang={lang} className="mt-8 rounded-xl bg-amber-50 p-4 text-amber-900">
            {t("insights.cut.text")}{" "}
            <Link to={localizedPath("insights", lang)} className={textLinkClass}>
              {t("insights.cut.link")}
            </Link>
          </p>
        ) : null}
        <footer lang={lang} className="mt-12 border-gray-200 border-t pt-6 text-gray-700">
          <p>
            {t("insights.published", { date: article.published.text })}
            {article.updated.iso !== article.published.iso ? (
              <>
                <span aria-hidden="true"> · </span>
                {t("insights.updated", { date: article.updated.text })}
              </>
            ) : null}
          </p>
          <BackLink to={localizedPath("insights", lang)} className="mt-4 print:hidden">
            {t("insights.back")}
          </BackLink>
        </footer>
      </article>
      <NextStepSection />
    </>
  );
}

/** Client-side, a failed load lands here instead of the server's redirect: say so and lead back. */
export function ErrorBoundary() {
  const { t, lang } = useT();
  return (
    <ScreenIntro heading={t("insights.notFound")}>
      <BackLink to={localizedPath("insights", lang)} className="mt-6">
        {t("insights.back")}
      </BackLink>
    </ScreenIntro>
  );
}
