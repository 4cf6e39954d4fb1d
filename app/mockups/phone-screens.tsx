import type { ReactNode } from "react";
import { Icon } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";

// The app's screens, drawn in HTML: each one's content under its title bar, written against the
// bundles' texts (mockups.<screen>), and what stands at the right of its title bar.

type T = ReturnType<typeof useT>["t"];

// The voice bar's waveform: half-heights of its bars (SVG, since the CSP allows no inline styles).
const waveform = [2, 4, 7, 5, 10, 4, 8, 3, 9, 5, 2, 6, 4];

// Each exercise's artwork: a calm colour field with a soft circle, as in the app.
const artwork = ["bg-sage-300", "bg-brand-200", "bg-warm-200", "bg-brand-300"];

// A mood score per day over four weeks (1–5), drawn as SVG bars (the CSP allows no inline styles): a sample that slowly improves.
const moodByDay = [2, 3, 2, 3, 3, 2, 3, 3, 4, 3, 3, 4, 3, 4, 4, 3, 4, 4, 5, 4, 4, 4, 5, 4, 5, 4, 5, 5];

/** A count and what it counts, in a tile: the insights screen's totals and the HR dashboard's figures. */
export function FigureTiles({
  figures,
  className,
  valueSize,
}: {
  figures: readonly { value: string; label: string }[];
  className: string;
  valueSize: "text-xl" | "text-2xl";
}) {
  return figures.map((figure) => (
    <div key={figure.label} className={className}>
      <p className={`font-display font-semibold text-brand-900 ${valueSize}`}>{figure.value}</p>
      <p className="text-[0.6875rem] text-gray-700">{figure.label}</p>
    </div>
  ));
}

/** A row of chips (moods, filters) with the first one selected. */
function ChipRow({ items, idle }: { items: readonly string[]; idle: "bg-sage-100" | "bg-sand" }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {items.map((item, index) => (
        <span
          key={item}
          className={`rounded-full px-3 py-1 ${index === 0 ? "bg-brand-700 text-white" : `${idle} text-ink`}`}
        >
          {item}
        </span>
      ))}
    </div>
  );
}

const screenBodies = {
  /** A conversation with the AI advisor: text bubbles, and the voice bar listening. */
  conversation: (t) => (
    <>
      <p className="mx-5 -mt-2 mb-3 text-[0.6875rem] text-gray-700">{t("mockups.conversation.status")}</p>
      <div className="flex flex-1 flex-col gap-2.5 bg-sand px-4 py-4">
        {t("mockups.conversation.messages", { returnObjects: true }).map((message) => (
          <p
            key={message.text}
            className={`rounded-2xl px-3 py-2 ${
              message.from === "user"
                ? "ml-8 self-end rounded-br-md bg-brand-700 text-white"
                : "mr-6 rounded-bl-md bg-white shadow-sm"
            }`}
          >
            {message.text}
          </p>
        ))}
      </div>
      <div className="flex items-center gap-3 border-gray-200 border-t bg-white px-4 py-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-warm-400 text-brand-900">
          <Icon name="microphone-solid" className="size-5" />
        </span>
        <svg aria-hidden="true" viewBox="0 0 78 24" className="h-6 flex-1 fill-brand-300">
          {waveform.map((height, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, decorative waveform.
            <rect key={index} x={index * 6} y={12 - height} width="3" height={height * 2} rx="1.5" />
          ))}
        </svg>
        <span className="text-[0.6875rem] text-gray-700">{t("mockups.conversation.listening")}</span>
      </div>
    </>
  ),
  /** The diary: today's writing prompt, an entry and the day's mood. */
  diary: (t) => (
    <div className="flex flex-1 flex-col gap-3 px-5">
      <p className="text-[0.6875rem] text-gray-700 uppercase tracking-wide">{t("mockups.diary.date")}</p>
      <div className="rounded-card bg-warm-50 p-4">
        <p className="font-display font-semibold text-base text-brand-900">{t("mockups.diary.prompt")}</p>
        <p className="mt-2 text-gray-800">{t("mockups.diary.entry")}</p>
        <span className="mt-1 inline-block h-4 w-0.5 bg-brand-700" />
      </div>
      <p className="mt-1 font-semibold text-[0.75rem] text-gray-700">{t("mockups.diary.moodLabel")}</p>
      <ChipRow items={t("mockups.diary.moods", { returnObjects: true })} idle="bg-sage-100" />
      <div className="mt-auto mb-5 rounded-full bg-brand-700 py-2.5 text-center font-semibold text-white">
        {t("mockups.diary.save")}
      </div>
    </div>
  ),
  /** A mental-training programme: progress, done steps and today's exercise. */
  programme: (t) => (
    <>
      <div className="mx-5 rounded-card bg-brand-700 p-4 text-white">
        <p className="font-semibold">{t("mockups.programme.progress")}</p>
        <div className="mt-2 h-2 rounded-full bg-white/25">
          <div className="h-2 w-[28%] rounded-full bg-warm-300" />
        </div>
      </div>
      <ol className="mt-4 flex flex-1 flex-col gap-2 px-5">
        {t("mockups.programme.steps", { returnObjects: true }).map((step) => (
          <li
            key={step.title}
            className={`flex items-center gap-3 rounded-control p-3 ${step.state === "today" ? "bg-warm-100" : "bg-sand"}`}
          >
            <span
              className={`flex size-7 shrink-0 items-center justify-center rounded-full ${
                step.state === "done" ? "bg-sage-500 text-white" : "bg-white text-brand-700"
              }`}
            >
              <Icon name={step.state === "done" ? "check-circle" : "play"} className="size-4" />
            </span>
            <span className="flex-1">
              {step.state === "today" ? (
                <span className="block font-semibold text-[0.6875rem] text-warm-800">
                  {t("mockups.programme.today")}
                </span>
              ) : null}
              <span className="block font-semibold">{step.title}</span>
            </span>
            <span className="text-[0.6875rem] text-gray-700">{step.minutes}</span>
          </li>
        ))}
      </ol>
    </>
  ),
  /** The mindfulness library: filters by theme, exercises with their length. */
  library: (t) => (
    <>
      <div className="px-5">
        <ChipRow items={t("mockups.library.filters", { returnObjects: true })} idle="bg-sand" />
      </div>
      <ul className="mt-4 grid flex-1 grid-cols-2 content-start gap-3 px-5">
        {t("mockups.library.items", { returnObjects: true }).map((item, index) => (
          <li key={item.title}>
            <div className={`relative aspect-square overflow-hidden rounded-card ${artwork[index % artwork.length]}`}>
              <span className="absolute -right-4 -bottom-4 size-20 rounded-full bg-white/40" />
              <span className="absolute top-3 left-3 flex size-8 items-center justify-center rounded-full bg-white text-brand-800">
                <Icon name="play" className="size-4" />
              </span>
            </div>
            <p className="mt-1.5 font-semibold">{item.title}</p>
            <p className="text-[0.6875rem] text-gray-700">{item.minutes}</p>
          </li>
        ))}
      </ul>
    </>
  ),
  /** A podcast episode playing, with the exercise that belongs to it. */
  podcast: (t) => (
    <div className="flex flex-1 flex-col px-5">
      <div className="relative aspect-[4/3] overflow-hidden rounded-panel bg-brand-700">
        <span className="absolute -top-10 -left-10 size-44 rounded-full bg-brand-600" />
        <span className="absolute right-6 bottom-6 size-24 rounded-full bg-warm-300" />
        <span className="absolute right-14 bottom-14 size-10 rounded-full bg-warm-100" />
      </div>
      <p className="mt-4 font-semibold text-[0.6875rem] text-warm-800 uppercase tracking-wide">
        {t("mockups.podcast.episode")}
      </p>
      <p className="font-display font-semibold text-base text-brand-900">{t("mockups.podcast.name")}</p>
      <p className="mt-1 text-gray-700">{t("mockups.podcast.host")}</p>
      <div className="mt-4 h-1.5 rounded-full bg-brand-100">
        <div className="h-1.5 w-[45%] rounded-full bg-brand-700" />
      </div>
      <div className="mt-1 flex justify-between text-[0.6875rem] text-gray-700">
        <span>{t("mockups.podcast.elapsed")}</span>
        <span>{t("mockups.podcast.length")}</span>
      </div>
      <span className="mx-auto mt-3 flex size-12 items-center justify-center rounded-full bg-brand-700 text-white">
        <Icon name="pause" className="size-6" />
      </span>
      <p className="mt-auto mb-5 rounded-control bg-sage-100 p-3 text-[0.75rem]">{t("mockups.podcast.exercise")}</p>
    </div>
  ),
  /** Personal insights: mood over four weeks, counts, and a pattern the app noticed. */
  insights: (t) => (
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
          {t("mockups.insights.weeks", { returnObjects: true }).map((week) => (
            <span key={week}>{week}</span>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <FigureTiles
          figures={t("mockups.insights.stats", { returnObjects: true })}
          className="rounded-card bg-warm-50 p-3"
          valueSize="text-2xl"
        />
      </div>
      <p className="rounded-card bg-sage-100 p-3">{t("mockups.insights.pattern")}</p>
    </div>
  ),
  /** A spoken conversation: the advisor's last words as subtitles around a calm, listening orb. */
  voice: (t) => (
    <>
      <div className="flex flex-1 flex-col items-center justify-center gap-8 bg-gradient-to-b from-white to-sand px-6">
        <div className="relative flex size-44 items-center justify-center">
          <span className="absolute inset-0 rounded-full bg-warm-100" />
          <span className="absolute inset-5 rounded-full bg-warm-200" />
          <span className="absolute inset-10 rounded-full bg-warm-300" />
          <span className="relative flex size-14 items-center justify-center rounded-full bg-brand-700 text-white">
            <Icon name="microphone-solid" className="size-7" />
          </span>
        </div>
        <p className="text-center font-display font-semibold text-base text-brand-900">{t("mockups.voice.said")}</p>
      </div>
      <div className="flex justify-center bg-sand pb-6">
        <span className="rounded-full bg-white px-5 py-2 font-semibold text-brand-800 shadow-sm">
          {t("mockups.voice.end")}
        </span>
      </div>
    </>
  ),
} satisfies Record<string, (t: T) => ReactNode>;

export type AppScreenName = keyof typeof screenBodies;

const titleAsides: Partial<Record<AppScreenName, (t: T) => ReactNode>> = {
  conversation: () => <Icon name="sparkles" className="size-5 text-warm-700" />,
  diary: () => <Icon name="book-open" className="size-5 text-brand-700" />,
  library: () => <Icon name="magnifying-glass" className="size-5 text-brand-700" />,
  podcast: () => <Icon name="speaker-wave" className="size-5 text-brand-700" />,
  voice: (t) => <span className="text-[0.6875rem] text-gray-700">{t("mockups.voice.elapsed")}</span>,
};

type AppScreenProps = {
  screen: AppScreenName;
  className?: string;
  /** On phones the frame may be cut off at this height, fading out, to keep the page short. */
  cropOnPhone?: boolean;
};

/**
 * An app screen drawn inside a phone with its title bar (docs/design.md, "Product screens"):
 * a figure whose caption tells screen readers what it shows, and whose screen is hidden from
 * them, so no one hears the sample chat or tabs into controls that do nothing. Nothing inside
 * may be focusable. `data-app-screen` marks the drawn screen, by name, for tests (its text must come
 * from the bundles, and a page shows each screen at most once).
 */
export function AppScreen({ screen, className = "", cropOnPhone }: AppScreenProps) {
  const { t } = useT();
  return (
    <figure className={`relative mx-auto w-full max-w-[17.5rem] ${className}`}>
      <figcaption className="sr-only">{t(`mockups.${screen}.caption`)}</figcaption>
      <div aria-hidden="true" data-app-screen={screen} className={cropOnPhone ? "phone-crop" : undefined}>
        <div className="rounded-[2.75rem] bg-brand-900 p-2.5">
          <div className="relative flex aspect-[9/18.5] flex-col overflow-hidden rounded-[2.25rem] bg-white text-[0.8125rem] text-ink leading-snug">
            <div className="flex items-center justify-between px-6 pt-3 pb-1 font-semibold text-[0.6875rem]">
              <span>09:41</span>
              <span className="h-5 w-20 rounded-full bg-brand-900" />
              <span className="flex gap-0.5">
                <span className="h-2.5 w-1 rounded-sm bg-ink" />
                <span className="h-2.5 w-1 rounded-sm bg-ink" />
                <span className="h-2.5 w-1 rounded-sm bg-ink/40" />
              </span>
            </div>
            <div className="flex items-center justify-between px-5 pt-2 pb-3">
              <span className="font-display font-semibold text-brand-900 text-lg">{t(`mockups.${screen}.title`)}</span>
              {titleAsides[screen]?.(t)}
            </div>
            {screenBodies[screen](t)}
          </div>
        </div>
      </div>
    </figure>
  );
}
