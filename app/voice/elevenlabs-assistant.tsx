import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Icon, type IconName, textLinkClass } from "~/components/ui/elements";
import { ContactLink } from "~/contact/contact-link";
import { WithPhoneLinks } from "~/help/help-menu";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";
import { isLive, useVoiceConversation, type VoiceState } from "./elevenlabs-conversation";
import type { VoiceAssistantSetup } from "./voice-assistant.server";

/** What the panel shows: the notice before the visit's first conversation, then the conversation's state. */
type PanelState = VoiceState | "notice";

// Once the visitor has read where their speech goes, the launcher starts at once for the rest of the visit.
const NOTICE_READ = "voice-notice-read";

/** Whether this visit has had the notice; a browser that keeps no storage shows it each time. */
function noticeRead(): boolean {
  try {
    return sessionStorage.getItem(NOTICE_READ) === "1";
  } catch {
    return false;
  }
}

/** The picture above the words: what the conversation is doing, for sighted visitors (the words say it too). */
function StateIndicator({ state }: { state: PanelState }) {
  const waiting = state === "microphone" || state === "connecting" || state === "stopping";
  const quiet = state === "ended" || state === "notice";
  const error = !isLive(state) && !waiting && !quiet;
  const ring =
    state === "listening" || state === "speaking"
      ? `motion-safe:animate-breathe ${state === "speaking" ? "bg-sage-300" : "bg-brand-200"}`
      : waiting && "border-4 border-brand-100 border-t-brand-700 motion-safe:animate-spin";
  const colours = error ? "bg-warm-100 text-warm-800" : quiet ? "bg-gray-100 text-gray-700" : "bg-brand-700 text-white";
  return (
    <div aria-hidden="true" className="relative grid size-20 shrink-0 place-items-center">
      {ring ? <span className={`absolute inset-1 rounded-full ${ring}`} /> : null}
      <span className={`relative grid size-14 place-items-center rounded-full ${colours}`}>
        <Icon
          name={state === "speaking" ? "speaker-wave" : error ? "exclamation-circle" : "microphone-solid"}
          className="size-7"
        />
      </span>
    </div>
  );
}

const iconButtonClass = "grid size-11 place-items-center rounded-full text-gray-700 hover:bg-gray-100";

/**
 * A conversation with the page's ElevenLabs agent in our own panel, from the moment the launcher
 * is pressed until the panel is closed.
 * The panel is a non-modal dialog above the page that takes focus when it opens (its name, then
 * the state, are read out); closing it (the × button or Escape) ends the conversation, and the
 * launcher takes focus back (`onClose`). Every change of state is announced (a status region). It
 * can be made small, to the state line, while the visitor reads on; it never grows taller than
 * the screen below the header. A way to write instead of talking is always there; taking it ends
 * the conversation. The first time in a visit, it opens on a notice of where the visitor's speech
 * goes (the vendor, in its server location): only its start button asks for the microphone and
 * opens the vendor's socket.
 */
function ElevenLabsAssistant({ setup, onClose }: { setup: VoiceAssistantSetup; onClose: () => void }) {
  const { t, lang } = useT();
  const { state: voiceState, start, end } = useVoiceConversation(setup);
  const [noticed, setNoticed] = useState(noticeRead);
  const state: PanelState = noticed ? voiceState : "notice";
  const panel = useRef<HTMLElement>(null);
  const [minimised, setMinimised] = useState(false);
  const titleId = useId();
  const statusId = useId();
  const live = isLive(state);

  useEffect(() => panel.current?.focus(), []);
  // At once when the visit has had the notice; otherwise on its start button.
  useEffect(() => {
    if (noticed) void start();
  }, [noticed, start]);

  const startAfterNotice = () => {
    try {
      sessionStorage.setItem(NOTICE_READ, "1");
    } catch {
      // No storage: the notice comes again on the next press, which is harmless.
    }
    setNoticed(true);
  };
  // While a start given up on is still stopping, there is nothing to press: the vendor's client ends it.
  const action: { label: string; icon: IconName; run: () => void } | null =
    state === "notice"
      ? { label: t("voice.noticeStart"), icon: "microphone-solid", run: startAfterNotice }
      : live
        ? { label: t("voice.end"), icon: "phone-x-mark", run: end }
        : state === "stopping"
          ? null
          : { label: t(state === "ended" ? "voice.restart" : "voice.retry"), icon: "arrow-path", run: start };

  return (
    <section
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={statusId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="fixed inset-x-3 bottom-3 z-30 flex max-h-[calc(100dvh-5rem)] flex-col rounded-2xl bg-white shadow-2xl ring-1 ring-black/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 sm:right-4 sm:bottom-4 sm:left-auto sm:w-96 print:hidden"
    >
      <div className="flex shrink-0 items-center gap-2 border-gray-200 border-b py-1.5 pr-2 pl-5">
        <Icon name="microphone" className="size-5 text-brand-700" />
        <h2 id={titleId} className="mr-auto font-semibold text-ink">
          {t("voice.title")}
        </h2>
        <button
          type="button"
          onClick={() => setMinimised(!minimised)}
          aria-expanded={!minimised}
          aria-label={minimised ? t("voice.expand") : t("voice.minimise")}
          className={iconButtonClass}
        >
          <Icon name={minimised ? "chevron-up" : "chevron-down"} className="size-5" />
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label={live ? t("voice.closeAndEnd") : t("voice.close")}
          className={iconButtonClass}
        >
          <Icon name="x-mark" className="size-6" />
        </button>
      </div>
      <div className="min-h-0 overflow-y-auto">
        <div
          className={minimised ? "px-5 py-3 text-sm" : "flex flex-col items-center gap-4 px-5 pt-6 pb-5 text-center"}
        >
          {minimised ? null : <StateIndicator state={state} />}
          <p id={statusId} role="status" className="font-medium text-ink">
            {state === "notice"
              ? t("voice.notice", { region: t(`voice.region.${setup.serverLocation}`) })
              : t(`voice.state.${state}`)}
          </p>
          {state === "notice" && !minimised ? (
            <p className="flex flex-wrap justify-center gap-x-4 gap-y-1">
              <Link to={localizedPath("privacy", lang)} className={textLinkClass}>
                {t("voice.noticePrivacy")}
              </Link>
              <Link to={localizedPath("aiGuide", lang)} className={textLinkClass}>
                {t("menu.aiGuide")}
              </Link>
            </p>
          ) : null}
          {minimised || !action ? null : (
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
          )}
        </div>
        {minimised ? null : (
          <div className="space-y-2 rounded-b-2xl bg-sand px-5 py-4 text-gray-700 text-sm">
            <p>
              {t("voice.writeInstead")}{" "}
              <ContactLink intent="contact" className={textLinkClass} onClick={live ? end : undefined}>
                {t("voice.writeLink")}
              </ContactLink>
            </p>
            <p>
              <WithPhoneLinks text={t("voice.privacy")} />
            </p>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * Our own button for the voice assistant, bottom right on every page whose language has an agent:
 * round on phones (it covers less of the page), with its words from 640 px. It comes with our panel
 * (above) in the chunk the root loads once the page has hydrated; the press opens the panel, which
 * alone asks for the microphone and loads the vendor's client. Closing the panel brings the
 * launcher back, with focus on it.
 */
export default function VoiceAssistant({ setup }: { setup: VoiceAssistantSetup }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (open) {
    return (
      <ElevenLabsAssistant
        setup={setup}
        onClose={() => {
          flushSync(() => setOpen(false));
          button.current?.focus();
        }}
      />
    );
  }
  return (
    <button
      ref={button}
      type="button"
      onClick={() => setOpen(true)}
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center gap-2 rounded-full bg-brand-700 font-semibold text-white shadow-lg hover:bg-brand-800 sm:size-auto sm:min-h-12 sm:px-5 sm:py-3 print:hidden"
    >
      <Icon name="microphone-solid" className="size-6 sm:size-5" />
      <span className="sr-only sm:not-sr-only">{t("voice.launch")}</span>
    </button>
  );
}
