import type { VoiceConversation } from "@elevenlabs/client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { VoiceAssistantSetup } from "./voice-assistant.server";

/** States in which a conversation is being opened or is open (the panel offers to end it). */
const LIVE_STATES = ["microphone", "connecting", "listening", "speaking"] as const;

export const isLive = (state: string) => (LIVE_STATES as readonly string[]).includes(state);

/**
 * Where a voice conversation is, as the panel shows and announces it: waiting for the microphone,
 * connecting, open with the visitor or the agent talking (LIVE_STATES); given up on while it was
 * still connecting (`stopping`, see useVoiceConversation); over; or stopped by an error.
 */
export type VoiceState =
  | (typeof LIVE_STATES)[number]
  | "stopping"
  | "ended"
  | "microphoneBlocked"
  | "connectionLost"
  | "unavailable";

/**
 * How long loading the vendor's client and the agent's answer may take, once
 * the microphone is on. The browser's own wait for a socket to an unreachable
 * host is minutes.
 */
const CONNECT_TIMEOUT_MS = 15_000;

/**
 * One press's try at a conversation: the conversation once open, and, once given up on, the state
 * the panel shows when it is over.
 */
type Attempt = { conversation?: VoiceConversation; givenUp?: "ended" | "unavailable" };

/**
 * One voice conversation with the page's ElevenLabs agent at a time. The microphone is asked for,
 * and the vendor's client loaded, only in `start` (the visitor's press). Only the current attempt
 * changes the state. An open conversation ends at once. A start cannot be cancelled: the
 * vendor's client (1.25) takes no signal and hides its socket, holding the microphone and the
 * socket until the agent answers or the connection fails (elevenlabs/packages#1013, proposed fix
 * in #1014). A start given up on (ended, timed out) shows `stopping` until then, and is hung up on
 * the moment it opens; one whose panel was closed is hung up on then, unseen.
 */
export function useVoiceConversation(setup: VoiceAssistantSetup) {
  const [state, setState] = useState<VoiceState>("microphone");
  const current = useRef<Attempt | null>(null);
  // The root loader hands over a new (equal) setup on every navigation; `start` stays the same function.
  const latestSetup = useRef(setup);
  latestSetup.current = setup;

  const giveUp = useCallback((outcome: "ended" | "unavailable") => {
    const attempt = current.current;
    if (attempt?.conversation) {
      current.current = null;
      void attempt.conversation.endSession().catch(() => undefined);
    } else if (attempt) {
      // The first reason stands: ended by the visitor, then timed out, is still ended.
      attempt.givenUp ??= outcome;
    }
    setState(attempt && !attempt.conversation ? "stopping" : outcome);
  }, []);

  const start = useCallback(async () => {
    const attempt: Attempt = {};
    current.current = attempt;
    const wanted = () => current.current === attempt && !attempt.givenUp;
    /** Shows where the attempt is while it is wanted; once it is over, nothing is left to end. */
    const show = (next: VoiceState) => {
      if (!wanted()) return;
      if (!isLive(next)) current.current = null;
      setState(next);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      show("microphone");
      // Asks for the microphone, and lets go of it at once: the vendor's client opens its own
      // stream, without a second prompt. Asking first tells a refusal (or an insecure page, without
      // navigator.mediaDevices) apart from a connection that fails, and starts the connection's
      // clock only once the visitor has answered the prompt.
      try {
        const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
        for (const track of stream.getTracks()) track.stop();
      } catch {
        return show("microphoneBlocked");
      }
      if (!wanted()) return;
      show("connecting");
      timer = setTimeout(() => {
        if (current.current === attempt) giveUp("unavailable");
      }, CONNECT_TIMEOUT_MS);
      // The vendor's client (@elevenlabs/client, bundled with the site) comes from our own origin
      // here, on the visitor's press, as a chunk of its own: no page loads it before.
      const { Conversation } = await import("@elevenlabs/client");
      const { agentId, socketOrigin, worklets } = latestSetup.current;
      attempt.conversation = await Conversation.startSession({
        agentId,
        // WebRTC would add LiveKit's servers and TURN relays to the connections a page makes.
        connectionType: "websocket",
        textOnly: false,
        origin: socketOrigin,
        // Our own copies of its audio worklets; the client reads their paths by name from workletPaths.
        ...(worklets ? { workletPaths: worklets, libsampleratePath: worklets.libsamplerate } : {}),
        onConnect: () => show("listening"),
        onModeChange: ({ mode }) => show(mode),
        // "user": we ended it (the panel already shows so); "agent": the agent said goodbye.
        onDisconnect: (details) => show(details.reason === "error" ? "connectionLost" : "ended"),
      });
      if (!wanted()) await attempt.conversation.endSession().catch(() => undefined);
    } catch {
      // The client could not be loaded or the socket not opened (the microphone was checked above).
      show("unavailable");
    } finally {
      clearTimeout(timer);
      // A start given up on is over once the vendor's client has let go of it.
      if (current.current === attempt && attempt.givenUp) {
        current.current = null;
        setState(attempt.givenUp);
      }
    }
  }, [giveUp]);

  const end = useCallback(() => giveUp("ended"), [giveUp]);

  // Closing the panel, leaving the page or a language without an agent ends the conversation (one
  // still opening is hung up on once it opens).
  useEffect(() => end, [end]);

  return { state, start, end };
}
