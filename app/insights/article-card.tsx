import { Link } from "@remix-run/react";
import { type SyntheticEvent, useCallback, useEffect, useRef, useState } from "react";
import { Picture, type PictureImage } from "~/components/ui/picture";
import { textLinkClass } from "~/components/ui/styles";
import { useT } from "~/i18n/use-language";
import type { ArticleCardView } from "./article-view.server";

export const PLACEHOLDER_IMAGE = "/images/articles/placeholder.svg";

/** An article image that shows the placeholder when it cannot be loaded (spec §8). */
export function ArticleImage({
  image,
  className,
  sizes,
  priority = false,
}: {
  image: PictureImage | null;
  className: string;
  /** The rendered width per layout, as in the `sizes` attribute. */
  sizes: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  const shown: PictureImage = image && !failed ? image : { src: PLACEHOLDER_IMAGE, alt: "" };
  const fail = useCallback((element: HTMLImageElement) => {
    if (!element.src.endsWith(PLACEHOLDER_IMAGE)) setFailed(true);
  }, []);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const element = imageRef.current;
    if (element?.complete && element.naturalWidth === 0) fail(element);
  }, [fail]);
  const onError = (event: SyntheticEvent<HTMLImageElement>) => fail(event.currentTarget);
  return (
    <Picture
      imgRef={imageRef}
      image={shown}
      sizes={sizes}
      width={1200}
      height={675}
      priority={priority}
      onError={onError}
      className={`aspect-video w-full bg-brand-50 object-cover ${className}`}
    />
  );
}

export function ArticleCard({ article }: { article: ArticleCardView }) {
  const { t, lang } = useT();
  // An article without an English version is listed in Norwegian on English pages: the card says so,
  // and its Norwegian words (title, excerpt) are marked for screen readers and translators.
  const foreign = article.contentLang !== lang;
  const textLang = foreign ? article.contentLang : undefined;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <ArticleImage
        image={article.thumbnail}
        className=""
        sizes="(min-width: 1152px) 358px, (min-width: 1024px) calc((100vw - 5rem) / 3), (min-width: 640px) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)"
      />
      <div className="flex flex-1 flex-col p-6">
        {foreign ? (
          <p className="mb-3 w-fit rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 text-xs">
            {t("insights.inNorwegian")}
          </p>
        ) : null}
        <h2 className="font-semibold text-brand-800 text-xl" lang={textLang}>
          <Link to={article.href} prefetch="intent" className="hover:underline">
            {article.title}
          </Link>
        </h2>
        <p className="mt-2 text-gray-700 text-sm">
          <time dateTime={article.published.iso}>{article.published.text}</time>
          <span aria-hidden="true"> · </span>
          {t("insights.readingTime", { count: article.readingMinutes })}
        </p>
        <p className="mt-3 flex-1 text-gray-800" lang={textLang}>
          {article.excerpt}
        </p>
        <Link prefetch="intent" to={article.href} className={`mt-4 ${textLinkClass}`}>
          {t("insights.readArticle")}
          <span className="sr-only">
            : <span lang={textLang}>{article.title}</span>
          </span>
        </Link>
      </div>
    </article>
  );
}
