import { Section } from "~/components/ui/section";
import { StarRating } from "~/components/ui/star-rating";
import { useT } from "~/i18n/use-language";

const AVERAGE_RATING_STARS = 5;

export function SocialProofSection() {
  const { t, lang } = useT();
  const stats = t("home.socialProof.stats", { returnObjects: true });
  return (
    <Section heading={t("home.socialProof.heading")} tone="tinted">
      <dl className="mt-10 grid gap-6 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.value} className="flex flex-col-reverse rounded-2xl bg-white p-6 text-center shadow-sm">
            <dt className="mt-2 text-gray-700">{stat.label}</dt>
            <dd className="font-bold text-4xl text-brand-700">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 max-w-3xl text-gray-700 text-sm">{t("home.socialProof.disclaimer")}</p>
      <div className="mt-10 grid items-center gap-8 lg:grid-cols-[2fr_1fr]">
        <figure className="rounded-2xl border-brand-600 border-l-4 bg-white p-6 shadow-sm">
          <blockquote className="text-gray-800 text-xl italic">
            {/* Norwegian quotes in «», English in “”. */}
            <p>{lang === "nb" ? `«${t("home.socialProof.quote")}»` : `“${t("home.socialProof.quote")}”`}</p>
          </blockquote>
          <figcaption className="mt-3 font-semibold text-brand-800">
            {`– ${t("home.socialProof.quoteAuthor")}`}
          </figcaption>
        </figure>
        <div className="text-center">
          <StarRating rating={AVERAGE_RATING_STARS} label={t("home.socialProof.ratingLabel")} />
          <p className="mt-2 font-bold text-3xl text-brand-800">{t("home.socialProof.rating")}</p>
          <p className="text-gray-700">{t("home.socialProof.ratingText")}</p>
        </div>
      </div>
    </Section>
  );
}
