import { Section, StarRating } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { STAR_SCALE } from "~/testimonials/testimonial";

const sourceClass = "text-gray-600 text-sm";

/**
 * The statistics as a band: each number over its label, three side by side (numbers on one line
 * whatever the label's length), on phones too, in smaller type. Then the quote beside the rating.
 * `sources`: each figure's source line (content/figures.json), the statistics' then the rating's.
 */
export function SocialProofSection({ sources }: { sources: (string | null)[] }) {
  const { t, lang } = useT();
  const stats = t("home.socialProof.stats", { returnObjects: true });
  const ratingSource = sources[stats.length];
  return (
    <Section heading={t("home.socialProof.heading")} tone="band">
      <dl className="mt-6 grid grid-cols-3 gap-3 sm:mt-10 sm:gap-6 md:gap-10">
        {stats.map((stat, index) => (
          <div key={stat.value} className="flex flex-col gap-1 border-warm-300 border-t-2 pt-3 md:gap-2 md:pt-4">
            {/* The number leads visually; the label stays first for screen readers (dt before dd). */}
            <dt className="order-2 text-gray-800 text-sm sm:text-base">{stat.label}</dt>
            <dd className="order-1 font-display font-semibold text-3xl text-brand-900 md:text-5xl">{stat.value}</dd>
            {sources[index] && <dd className={`order-3 ${sourceClass}`}>{sources[index]}</dd>}
          </div>
        ))}
      </dl>
      <p className="mt-5 max-w-3xl text-gray-700 text-sm sm:mt-6">{t("home.socialProof.disclaimer")}</p>
      <div className="mt-6 grid items-center gap-5 sm:mt-10 md:grid-cols-[2fr_1fr] md:gap-8">
        <figure className="rounded-card bg-white p-5 sm:p-8">
          <blockquote className="font-display text-brand-900 text-lg leading-relaxed sm:text-2xl">
            {/* Norwegian quotes in «», English in “”. */}
            <p>{lang === "nb" ? `«${t("home.socialProof.quote")}»` : `“${t("home.socialProof.quote")}”`}</p>
          </blockquote>
          <figcaption className="mt-4 font-semibold text-gray-700">{`– ${t("home.socialProof.quoteAuthor")}`}</figcaption>
        </figure>
        <div className="text-center">
          {/* Stars beside the number on phones, over it beside the quote. */}
          <div className="flex flex-wrap items-center justify-center gap-x-3 md:flex-col md:gap-2">
            <StarRating rating={STAR_SCALE} label={t("home.socialProof.ratingLabel")} />
            <p className="font-display font-semibold text-4xl text-brand-900">{t("home.socialProof.rating")}</p>
          </div>
          <p className="text-gray-700">{t("home.socialProof.ratingText")}</p>
          {ratingSource && <p className={`mt-1 ${sourceClass}`}>{ratingSource}</p>}
        </div>
      </div>
    </Section>
  );
}
