import { Icon } from "~/components/ui/icon";
import { useT } from "~/i18n/use-language";
import { type AppScreenProps, PhoneFrame, ScreenTitle } from "./device-frame";

/** A podcast episode playing, with the exercise that belongs to it. */
export function PodcastScreen({ className, cropOnPhone }: AppScreenProps) {
  const { t } = useT();
  return (
    <PhoneFrame caption={t("mockups.podcast.caption")} className={className} cropOnPhone={cropOnPhone}>
      <ScreenTitle aside={<Icon name="speaker-wave" className="size-5 text-brand-700" />}>
        {t("mockups.podcast.title")}
      </ScreenTitle>
      <div className="flex flex-1 flex-col px-5">
        <div className="relative aspect-square overflow-hidden rounded-panel bg-brand-700">
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
        <div className="mt-3 flex justify-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-white">
            <Icon name="pause" className="size-6" />
          </span>
        </div>
        <p className="mt-auto mb-5 rounded-control bg-sage-100 p-3 text-[0.75rem]">{t("mockups.podcast.exercise")}</p>
      </div>
    </PhoneFrame>
  );
}
