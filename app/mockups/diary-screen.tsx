import { Icon } from "~/components/ui/icon";
import { useT } from "~/i18n/use-language";
import { type AppScreenProps, ChipRow, PhoneFrame, ScreenTitle } from "./device-frame";

/** The diary: today's writing prompt, an entry and the day's mood. */
export function DiaryScreen({ className, cropOnPhone }: AppScreenProps) {
  const { t } = useT();
  const moods = t("mockups.diary.moods", { returnObjects: true });
  return (
    <PhoneFrame caption={t("mockups.diary.caption")} className={className} cropOnPhone={cropOnPhone}>
      <ScreenTitle aside={<Icon name="book-open" className="size-5 text-brand-700" />}>
        {t("mockups.diary.title")}
      </ScreenTitle>
      <div className="flex flex-1 flex-col gap-3 px-5">
        <p className="text-[0.6875rem] text-gray-700 uppercase tracking-wide">{t("mockups.diary.date")}</p>
        <div className="rounded-card bg-warm-50 p-4">
          <p className="font-display font-semibold text-base text-brand-900">{t("mockups.diary.prompt")}</p>
          <p className="mt-2 text-gray-800">{t("mockups.diary.entry")}</p>
          <span className="mt-1 inline-block h-4 w-0.5 bg-brand-700" />
        </div>
        <p className="mt-1 font-semibold text-[0.75rem] text-gray-700">{t("mockups.diary.moodLabel")}</p>
        <ChipRow items={moods} idle="bg-sage-100" />
        <div className="mt-auto mb-5 rounded-full bg-brand-700 py-2.5 text-center font-semibold text-white">
          {t("mockups.diary.save")}
        </div>
      </div>
    </PhoneFrame>
  );
}
