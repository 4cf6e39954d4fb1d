import { Icon } from "~/components/ui/icon";
import { useT } from "~/i18n/use-language";
import { type AppScreenProps, PhoneFrame, ScreenTitle } from "./device-frame";

/** A spoken conversation: the advisor's last words as subtitles around a calm, listening orb. */
export function VoiceScreen({ className, cropOnPhone }: AppScreenProps) {
  const { t } = useT();
  return (
    <PhoneFrame caption={t("mockups.voice.caption")} className={className} cropOnPhone={cropOnPhone}>
      <ScreenTitle aside={<span className="text-[0.6875rem] text-gray-700">{t("mockups.voice.elapsed")}</span>}>
        {t("mockups.conversation.title")}
      </ScreenTitle>
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
    </PhoneFrame>
  );
}
