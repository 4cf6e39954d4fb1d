import { useEffect, useId, useRef } from "react";
import { Icon, type IconName } from "~/components/ui/icon";
import { textLinkClass } from "~/components/ui/styles";
import { ContactLink } from "~/contact/contact-link";
import { useT } from "~/i18n/use-language";
import { LIVE_STATES, type VoiceState } from "./use-voice-conversation";

type Props = {
  state: Exclude<VoiceState, "idle">;
  onRetry: () => void;
  onEnd: () => void;
  /** Ends the conversation and closes the panel; `returnFocus` false when focus goes elsewhere (the contact form). */
  onClose: (returnFocus: boolean) => void;
};

const ERROR_STATES: readonly VoiceState[] = ["microphoneBlocked", "connectionLost", "unavailable"];

/** The picture beside the words: what the conversation is doing, for sighted visitors (the words say it too). */
function StateIndicator({ state }: { state: Props["state"] }) {
  const error = ERROR_STATES.includes(state);
  const icon: IconName = state === "speaking" ? "speaker-wave" : error ? "x-mark" : "microphone-solid";
  const colours = error
    ? "bg-warm-100 text-warm-800"
    : state === "ended"
      ? "bg-gray-100 text-gray-700"
      : "bg-brand-700 text-white";
  return (
    <div aria-hidden="true" className="relative grid size-20 place-items-center">
      {state === "listening" || state === "speaking" ? (
        <span
          className={`absolute inset-0 rounded-full motion-safe:animate-ping ${state === "speaking" ? "bg-sage-300" : "bg-brand-200"}`}
        />
      ) : null}
      {state === "microphone" || state === "connecting" ? (
        <span className="absolute inset-0 rounded-full border-4 border-brand-100 border-t-brand-700 motion-safe:animate-spin" />
      ) : null}
      <span className={`relative grid size-14 place-items-center rounded-full ${colours}`}>
        <Icon name={icon} className="size-7" />
      </span>
    </div>
  );
}

/**
 * Our panel for a voice conversation: a non-modal dialog above the page that
 * takes focus when it opens (its name, then the state, are read out) and
 * gives it back to the launcher when it closes (the × button or Escape, which
 * also end the conversation). Every change of state is announced (a status
 * region); a way to write instead of talking is always there.
 */
export function VoicePanel({ state, onRetry, onEnd, onClose }: Props) {
  const { t } = useT();
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  const statusId = useId();
  const live = LIVE_STATES.includes(state);

  useEffect(() => {
    panel.current?.focus();
  }, []);

  const action = live
    ? { label: t("voice.end"), icon: "phone-x-mark" as const, run: onEnd }
    : { label: state === "ended" ? t("voice.restart") : t("voice.retry"), icon: "arrow-path" as const, run: onRetry };

  return (
    <section
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={statusId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose(true);
      }}
      className="fixed inset-x-3 bottom-3 z-30 sm:right-4 sm:bottom-4 rounded-2xl bg-white shadow-2xl ring-1 ring-black/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 sm:left-auto sm:w-96 print:hidden"
    >
      <div className="flex items-center gap-3 border-gray-200 border-b px-5 py-3">
        <Icon name="microphone" className="size-5 text-brand-700" />
        <h2 id={titleId} className="font-semibold text-ink">
          {t("voice.title")}
        </h2>
        <button
          type="button"
          onClick={() => onClose(true)}
          aria-label={t("voice.close")}
          className="-mr-2 ml-auto grid size-11 place-items-center rounded-full text-gray-700 hover:bg-gray-100"
        >
          <Icon name="x-mark" className="size-6" />
        </button>
      </div>
      <div className="flex flex-col items-center gap-4 px-5 py-6 text-center">
        <StateIndicator state={state} />
        <p id={statusId} role="status" className="min-h-12 font-medium text-ink">
          {t(`voice.state.${state}`)}
        </p>
        <button
          type="button"
          onClick={action.run}
          className={`inline-flex min-h-12 items-center gap-2 rounded-full px-6 py-3 font-semibold ${
            live
              ? "border-2 border-warm-700 text-warm-800 hover:bg-warm-50"
              : "bg-brand-700 text-white hover:bg-brand-800"
          }`}
        >
          <Icon name={action.icon} className="size-5" />
          {action.label}
        </button>
      </div>
      <div className="space-y-2 rounded-b-2xl bg-sand px-5 py-4 text-gray-700 text-sm">
        <p>
          {t("voice.writeInstead")}{" "}
          <ContactLink intent="contact" className={textLinkClass} onClick={() => onClose(false)}>
            {t("voice.writeLink")}
          </ContactLink>
        </p>
        <p>{t("voice.privacy")}</p>
      </div>
    </section>
  );
}
