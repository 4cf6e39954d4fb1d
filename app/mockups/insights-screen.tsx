import { useT } from "~/i18n/use-language";
import { type AppScreenProps, PhoneFrame, ScreenTitle } from "./device-frame";

// A mood score per day over four weeks (1–5), drawn as SVG bars (the CSP allows no inline styles): a sample that slowly improves.
const moodByDay = [2, 3, 2, 3, 3, 2, 3, 3, 4, 3, 3, 4, 3, 4, 4, 3, 4, 4, 5, 4, 4, 4, 5, 4, 5, 4, 5, 5];

/** Personal insights: mood over four weeks, counts, and a pattern the app noticed. */
export function InsightsScreen({ className, cropOnPhone }: AppScreenProps) {
  const { t } = useT();
  const weeks = t("mockups.insights.weeks", { returnObjects: true });
  const stats = t("mockups.insights.stats", { returnObjects: true });
  return (
    <PhoneFrame caption={t("mockups.insights.caption")} className={className} cropOnPhone={cropOnPhone}>
      <ScreenTitle>{t("mockups.insights.title")}</ScreenTitle>
      <div className="flex flex-1 flex-col gap-3 px-5">
        <div className="rounded-card bg-sand p-4">
          <div className="flex justify-between text-[0.6875rem] text-gray-700">
            <span className="font-semibold">{t("mockups.insights.chartLabel")}</span>
            <span>{t("mockups.insights.period")}</span>
          </div>
          <svg
            aria-hidden="true"
            viewBox={`0 0 ${moodByDay.length * 8} 50`}
            preserveAspectRatio="none"
            className="mt-3 h-24 w-full"
          >
            {moodByDay.map((mood, day) => (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sample series.
                key={day}
                x={day * 8}
                y={50 - mood * 10}
                width="6"
                height={mood * 10}
                rx="1.5"
                className={mood >= 4 ? "fill-brand-600" : "fill-brand-200"}
              />
            ))}
          </svg>
          <div className="mt-1 flex justify-between text-[0.625rem] text-gray-700">
            {weeks.map((week) => (
              <span key={week}>{week}</span>
            ))}
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-card bg-warm-50 p-3">
              <p className="font-display font-semibold text-2xl text-brand-900">{stat.value}</p>
              <p className="text-[0.6875rem] text-gray-700">{stat.label}</p>
            </div>
          ))}
        </div>
        <p className="rounded-card bg-sage-100 p-3">{t("mockups.insights.pattern")}</p>
      </div>
    </PhoneFrame>
  );
}
