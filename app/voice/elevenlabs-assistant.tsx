import { useEffect } from "react";
import { useVoiceConversation } from "./use-voice-conversation";
import { VoicePanel } from "./voice-panel";
import type { VoiceAssistantSetup } from "./voice-setup";

export type ElevenLabsAssistantProps = {
  setup: Extract<VoiceAssistantSetup, { vendor: "elevenlabs" }>;
  /** The panel was closed (the conversation is over); the launcher takes focus back. */
  onClose: () => void;
};

/**
 * A conversation with the page's ElevenLabs agent in our own panel, from the
 * moment the launcher is pressed (this module is loaded then) until the panel
 * is closed. In a chunk of its own, so no page carries it before the press.
 */
export function ElevenLabsAssistant({ setup, onClose }: ElevenLabsAssistantProps) {
  const { state, start, end, close } = useVoiceConversation(setup);

  useEffect(() => {
    void start();
  }, [start]);

  if (state === "idle") return null;
  return (
    <VoicePanel
      state={state}
      onRetry={start}
      onEnd={end}
      onClose={() => {
        close();
        onClose();
      }}
    />
  );
}
