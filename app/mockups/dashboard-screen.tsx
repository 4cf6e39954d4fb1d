import { Icon } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { FigureTiles } from "./phone-screens";

// Average wellbeing per month (WHO-5, 0–100), a sample that rises after the start. Charts are
// SVG, since the CSP allows no inline styles.
const wellbeingByMonth = [58, 60, 63, 64, 67, 69];
// Share of employees (%) working on each topic, in the order of the bundle's topic names.
const topicShares = [38, 31, 19, 12];

/**
 * The HR dashboard: aggregates for the whole organisation only, marked as sample data, with the
 * promise that no individual can be seen (the product shows figures only when enough are active).
 * In a browser window (it is used on a computer), drawn like the phone screens (phone-screens.tsx).
 */
export function DashboardScreen() {
  const { t } = useT();
  const months = t("mockups.dashboard.months", { returnObjects: true });
  return (
    <figure className="relative mx-auto w-full">
      <figcaption className="sr-only">{t("mockups.dashboard.caption")}</figcaption>
      <div
        aria-hidden="true"
        data-app-screen="dashboard"
        className="overflow-hidden rounded-card bg-white ring-1 ring-brand-900/10"
      >
        <div className="flex items-center gap-1.5 border-gray-200 border-b bg-sand px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-warm-300" />
          <span className="size-2.5 rounded-full bg-sage-300" />
          <span className="size-2.5 rounded-full bg-brand-200" />
        </div>
        <div className="text-[0.8125rem] text-ink leading-snug">
          <div className="flex flex-wrap items-center justify-between gap-2 px-5 pt-4">
            <div>
              <p className="font-display font-semibold text-brand-900 text-lg">{t("mockups.dashboard.title")}</p>
              <p className="text-[0.6875rem] text-gray-700">{t("mockups.dashboard.scope")}</p>
            </div>
            <span className="rounded-full bg-warm-100 px-2.5 py-0.5 font-semibold text-[0.6875rem] text-warm-800">
              {t("mockups.sampleData")}
            </span>
          </div>
          <p className="mx-5 mt-3 flex items-center gap-2 rounded-control bg-sage-100 px-3 py-2 text-[0.75rem]">
            <Icon name="lock-closed" className="size-4 shrink-0" />
            {t("mockups.dashboard.anonymous")}
          </p>
          <div className="grid grid-cols-3 gap-2 px-5 pt-3">
            <FigureTiles
              figures={t("mockups.dashboard.kpis", { returnObjects: true })}
              className="rounded-control bg-sand p-2.5"
              valueSize="text-xl"
            />
          </div>
          <div className="grid gap-3 px-5 pt-3 pb-5 sm:grid-cols-2">
            <div className="rounded-control border border-gray-200 p-3">
              <p className="font-semibold text-[0.75rem]">{t("mockups.dashboard.trendLabel")}</p>
              <svg aria-hidden="true" viewBox="0 0 120 50" preserveAspectRatio="none" className="mt-2 h-16 w-full">
                {wellbeingByMonth.map((value, index) => (
                  <rect
                    key={months[index]}
                    x={index * 20 + 3}
                    y={50 - (value - 40) * 1.5}
                    width="14"
                    height={(value - 40) * 1.5}
                    rx="2"
                    className="fill-brand-600"
                  />
                ))}
              </svg>
              <div className="mt-1 flex justify-around text-[0.625rem] text-gray-700">
                {months.map((month) => (
                  <span key={month}>{month}</span>
                ))}
              </div>
            </div>
            <div className="rounded-control border border-gray-200 p-3">
              <p className="font-semibold text-[0.75rem]">{t("mockups.dashboard.topicsLabel")}</p>
              <ul className="mt-2 flex flex-col gap-1.5">
                {t("mockups.dashboard.topics", { returnObjects: true }).map((topic, index) => (
                  <li key={topic} className="text-[0.6875rem]">
                    <span className="flex justify-between">
                      <span>{topic}</span>
                      <span className="text-gray-700">
                        {t("mockups.dashboard.share", { value: topicShares[index] })}
                      </span>
                    </span>
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 100 4"
                      preserveAspectRatio="none"
                      className="mt-0.5 block h-1.5 w-full"
                    >
                      <rect width="100" height="4" rx="2" className="fill-warm-100" />
                      <rect width={(topicShares[index] ?? 0) * 2} height="4" rx="2" className="fill-warm-400" />
                    </svg>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </figure>
  );
}
