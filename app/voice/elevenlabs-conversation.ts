import type { VoiceAssistantSetup } from "./voice-setup";

type ElevenLabsSetup = Extract<VoiceAssistantSetup, { vendor: "elevenlabs" }>;

/** What the conversation reports once it is open: the agent's turn, the visitor's, or its end. */
export type ConversationEvent = "listening" | "speaking" | "ended" | "connectionLost";

/** A conversation in progress, as our panel uses it. */
export type LiveConversation = { end: () => Promise<void> };

/**
 * Opens a voice conversation with the page's agent. The vendor's client
 * (@elevenlabs/client, bundled with the site) is fetched from our own origin
 * here, on the visitor's click, as a chunk of its own: no page loads it
 * before. It talks to the agent over one WebSocket (the socket origin the CSP
 * allows) and records through our own copies of its audio worklets.
 * Resolves once the agent has answered; rejects when the socket cannot be
 * opened or the microphone cannot be used.
 */
export async function startElevenLabsConversation(
  setup: ElevenLabsSetup,
  onEvent: (event: ConversationEvent) => void,
): Promise<LiveConversation> {
  const { Conversation } = await import("@elevenlabs/client");
  const worklets = setup.worklets;
  const conversation = await Conversation.startSession({
    agentId: setup.agentId,
    // WebRTC would add LiveKit's servers and TURN relays to the connections a page makes.
    connectionType: "websocket",
    textOnly: false,
    origin: setup.socketOrigin,
    ...(worklets
      ? {
          workletPaths: {
            rawAudioProcessor: worklets.rawAudioProcessor,
            audioConcatProcessor: worklets.audioConcatProcessor,
          },
          libsampleratePath: worklets.libsamplerate,
        }
      : {}),
    onConnect: () => onEvent("listening"),
    onModeChange: ({ mode }) => onEvent(mode),
    // "user": we ended it (the panel already shows so); "agent": the agent said goodbye.
    onDisconnect: (details) => onEvent(details.reason === "error" ? "connectionLost" : "ended"),
  });
  return { end: () => conversation.endSession() };
}
