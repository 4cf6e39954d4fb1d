import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Icon } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import type { ElevenLabsAssistant } from "./elevenlabs-assistant";
import type { VoiceAssistantSetup } from "./voice-assistant.server";

/**
 * Our own button for the voice assistant, bottom right on every page whose
 * language has an agent: round on phones (it covers less of the page), with
 * its words from 640 px. The press loads the assistant: our panel
 * (elevenlabs-assistant.tsx, which asks for the microphone and loads the
 * vendor's client), whose closing brings the launcher back with focus on it. While it
 * loads the button spins and says so; when it cannot be loaded a message says
 * so (pressing again retries, or the message can be hidden). The button stays
 * focusable throughout, so focus is never lost.
 */
export default function VoiceLaunchers({ setup }: { setup: VoiceAssistantSetup }) {
  const { t } = useT();
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const [Assistant, setAssistant] = useState<typeof ElevenLabsAssistant | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const loading = state === "loading";

  const press = async () => {
    if (loading) return;
    setState("loading");
    try {
      const loaded = await import("./elevenlabs-assistant");
      setAssistant(() => loaded.ElevenLabsAssistant);
      setState("idle");
    } catch {
      setState("failed");
    }
  };

  if (Assistant) {
    return (
      <Assistant
        setup={setup}
        onClose={() => {
          // The launcher comes back, and takes focus.
          flushSync(() => setAssistant(null));
          button.current?.focus();
        }}
      />
    );
  }
  return (
    <div className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-2 print:hidden">
      <div role="status" className={state === "failed" ? "" : "sr-only"}>
        {state === "failed" ? (
          <p className="flex max-w-xs items-start gap-1 rounded-lg bg-white py-2 pr-1 pl-3 text-red-800 text-sm shadow-lg ring-1 ring-black/10">
            <span className="py-1">{t("voice.state.unavailable")}</span>
            <button
              type="button"
              onClick={() => {
                setState("idle");
                // The message and its button go: focus stays with the launcher.
                button.current?.focus();
              }}
              aria-label={t("voice.dismiss")}
              className="grid size-8 shrink-0 place-items-center rounded-full text-gray-700 hover:bg-gray-100"
            >
              <Icon name="x-mark" className="size-5" />
            </button>
          </p>
        ) : loading ? (
          t("voice.starting")
        ) : null}
      </div>
      <button
        ref={button}
        type="button"
        onClick={press}
        aria-disabled={loading}
        className="relative inline-flex size-14 items-center justify-center gap-2 rounded-full bg-brand-700 font-semibold text-white shadow-lg hover:bg-brand-800 aria-disabled:opacity-80 sm:size-auto sm:min-h-12 sm:px-5 sm:py-3"
      >
        {loading ? (
          <span
            aria-hidden="true"
            className="absolute inset-1 rounded-full border-2 border-white/30 border-t-white motion-safe:animate-spin sm:hidden"
          />
        ) : null}
        <Icon name="microphone-solid" className="size-6 sm:size-5" />
        <span className="sr-only sm:not-sr-only">{loading ? t("voice.starting") : t("voice.launch")}</span>
      </button>
    </div>
  );
}
