import { Link } from "@remix-run/react";
import { type ComponentProps, useState } from "react";
import { textLinkClass } from "~/components/ui/elements";
import { Picture, type PictureImage } from "~/components/ui/picture";
import { useT } from "~/i18n/use-language";
import type { ArticleCardView } from "./article-view.server";
import { type CardSpan, cardImageSizes } from "./card-grid";
import { GeneratedCover } from "./generated-cover";

export const PLACEHOLDER_IMAGE = "/images/articles/placeholder.svg";

type ArticleImageProps = Pick<ComponentProps<typeof Picture>, "sizes" | "priority"> & {
  image: PictureImage | null;
  seed: string;
  className: string;
};

/**
 * An article's cover or card thumbnail: its image (the placeholder when that cannot be loaded),
 * or for an article without any image a drawn cover chosen by `seed` (the article's id), so cards differ.
 */
export function ArticleImage({ image, seed, className, ...picture }: ArticleImageProps) {
  const [failed, setFailed] = useState(false);
  if (!image) return <GeneratedCover seed={seed} className={className} />;
  return (
    <Picture
      imgRef={(element) => {
        // An image that failed before hydration fired its error event before React listened.
        if (element?.complete && element.naturalWidth === 0) setFailed(true);
      }}
      {...picture}
      image={failed ? { src: PLACEHOLDER_IMAGE, alt: "" } : image}
      width={1200}
      height={675}
      onError={() => setFailed(true)}
      // The placeholder (PLACEHOLDER_IMAGE) also drawn behind: a broken image shows it without JavaScript too.
      className={`aspect-video w-full bg-brand-50 bg-[url(/images/articles/placeholder.svg)] bg-cover object-cover ${className}`}
    />
  );
}

type ArticleCardProps = { article: ArticleCardView; span: CardSpan; priority: boolean };

/**
 * One article of the list. A card at least 56 rem wide (the first of a page
 * whose count would otherwise leave a three-column row half empty, see
 * card-grid.ts) puts its image beside the text: it follows its own width, not
 * the viewport's. The picture stays whole (16:9, inset), the text beside it centred.
 */
export function ArticleCard({ article, span, priority }: ArticleCardProps) {
  const { t, lang } = useT();
  // An article without an English version is listed in Norwegian on English pages: the card says so,
  // and its Norwegian words (title, excerpt) are marked for screen readers and translators.
  const foreign = article.contentLang !== lang;
  const textLang = foreign ? article.contentLang : undefined;
  return (
    <article className="@container h-full overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <div className="flex h-full flex-col @4xl:flex-row">
        <ArticleImage
          image={article.thumbnail}
          seed={article.id}
          className="@4xl:my-6 @4xl:ml-6 @4xl:w-1/2 @4xl:flex-none @4xl:self-center @4xl:rounded-xl"
          sizes={cardImageSizes(span)}
          priority={priority}
        />
        <div className="flex flex-1 flex-col p-6 @4xl:justify-center @4xl:p-10">
          {foreign ? (
            <p className="mb-3 w-fit rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 text-xs">
              {t("insights.inNorwegian")}
            </p>
          ) : null}
          <h2 className="font-semibold text-brand-800 text-xl @4xl:text-3xl" lang={textLang}>
            <Link to={article.href} prefetch="intent" className="hover:underline">
              {article.title}
            </Link>
          </h2>
          <p className="mt-2 text-gray-700 text-sm">
            <time dateTime={article.published.iso}>{article.published.text}</time>
            <span aria-hidden="true"> · </span>
            {t("insights.readingTime", { count: article.readingMinutes })}
          </p>
          <p className="mt-3 flex-1 text-gray-800 @4xl:flex-none" lang={textLang}>
            {article.excerpt}
          </p>
          <Link prefetch="intent" to={article.href} className={`mt-4 ${textLinkClass}`}>
            {t("insights.readArticle")}
            <span className="sr-only">
              : <span lang={textLang}>{article.title}</span>
            </span>
          </Link>
        </div>
      </div>
    </article>
  );
}
