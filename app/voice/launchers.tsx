import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Icon } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { ElevenLabsAssistant } from "./elevenlabs-assistant";
import type { VoiceAssistantSetup } from "./voice-assistant.server";

/**
 * Our own button for the voice assistant, bottom right on every page whose language has an agent:
 * round on phones (it covers less of the page), with its words from 640 px. It comes with our panel
 * (elevenlabs-assistant.tsx) in the chunk the root loads once the page has hydrated; the press opens
 * the panel, which alone asks for the microphone and loads the vendor's client. Closing the panel
 * brings the launcher back, with focus on it.
 */
export default function VoiceLaunchers({ setup }: { setup: VoiceAssistantSetup }) {
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
