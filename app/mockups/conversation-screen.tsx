import { Icon } from "~/components/ui/icon";
import { useT } from "~/i18n/use-language";
import { type AppScreenProps, PhoneFrame, ScreenTitle } from "./device-frame";

// The voice bar's waveform: half-heights of its bars (SVG, since the CSP allows no inline styles).
const waveform = [2, 4, 7, 5, 10, 4, 8, 3, 9, 5, 2, 6, 4];

/** A conversation with the AI advisor: text bubbles, and the voice bar listening. */
export function ConversationScreen({ className, cropOnPhone }: AppScreenProps) {
  const { t } = useT();
  const messages = t("mockups.conversation.messages", { returnObjects: true });
  return (
    <PhoneFrame caption={t("mockups.conversation.caption")} className={className} cropOnPhone={cropOnPhone}>
      <ScreenTitle aside={<Icon name="sparkles" className="size-5 text-warm-700" />}>
        {t("mockups.conversation.title")}
      </ScreenTitle>
      <p className="mx-5 -mt-2 mb-3 text-[0.6875rem] text-gray-700">{t("mockups.conversation.status")}</p>
      <div className="flex flex-1 flex-col gap-2.5 bg-sand px-4 py-4">
        {messages.map((message) =>
          message.from === "user" ? (
            <p key={message.text} className="ml-8 self-end rounded-2xl rounded-br-md bg-brand-700 px-3 py-2 text-white">
              {message.text}
            </p>
          ) : (
            <p key={message.text} className="mr-6 rounded-2xl rounded-bl-md bg-white px-3 py-2 shadow-sm">
              {message.text}
            </p>
          ),
        )}
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
    </PhoneFrame>
  );
}
