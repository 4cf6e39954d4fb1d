import { useCallback, useEffect, useRef, useState } from "react";
import { type LiveConversation, startElevenLabsConversation } from "./elevenlabs-conversation";
import type { ElevenLabsSetup } from "./voice-assistant.server";

/** States in which a conversation is being opened or is open (the panel offers to end it). */
export const LIVE_STATES = ["microphone", "connecting", "listening", "speaking"] as const;

/**
 * Where a voice conversation is, as the panel shows and announces it: waiting for the microphone,
 * connecting, open with the visitor or the agent talking (LIVE_STATES); over; or stopped by an error.
 */
export type VoiceState =
  | (typeof LIVE_STATES)[number]
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

// What getUserMedia throws when there is no microphone to use: refused, missing, busy, or
// an insecure page. Anything else that stops the start is the connection's.
const MICROPHONE_ERRORS = new Set(["NotAllowedError", "NotFoundError", "NotReadableError", "SecurityError"]);

/**
 * Asks for the microphone, and lets go of it at once: the vendor's client opens
 * its own stream, without a second prompt. Asking first tells a refusal apart
 * from a connection that fails, and starts the connection's clock only once
 * the visitor has answered the prompt.
 */
async function requestMicrophone(): Promise<void> {
  // On an insecure page there is no navigator.mediaDevices: that throws too.
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  for (const track of stream.getTracks()) track.stop();
}

/** One press's try at a conversation: how to cancel it while it opens, and the conversation once open. */
type Attempt = { cancel: AbortController; conversation: LiveConversation | null };

/**
 * One voice conversation with the page's ElevenLabs agent at a time. The
 * microphone is asked for, and the vendor's client loaded, only in `start`
 * (the visitor's press). Only the current attempt changes the state: one that
 * is given up on (timed out, ended, closed or replaced) is cancelled, which
 * releases its microphone and socket, and its late events are ignored.
 */
export function useVoiceConversation(setup: ElevenLabsSetup) {
  const [state, setState] = useState<VoiceState>("microphone");
  const current = useRef<Attempt | null>(null);
  // The root loader hands over a new (equal) setup on every navigation; `start` stays the same function.
  const latestSetup = useRef(setup);
  latestSetup.current = setup;

  const stopCurrent = useCallback(() => {
    const attempt = current.current;
    current.current = null;
    attempt?.cancel.abort();
    void attempt?.conversation?.end().catch(() => undefined);
  }, []);

  const start = useCallback(async () => {
    stopCurrent();
    const attempt: Attempt = { cancel: new AbortController(), conversation: null };
    current.current = attempt;
    const isCurrent = () => current.current === attempt;
    setState("microphone");
    try {
      await requestMicrophone();
    } catch {
      if (isCurrent()) setState("microphoneBlocked");
      return;
    }
    if (!isCurrent()) return;
    setState("connecting");
    const timer = setTimeout(
      () => attempt.cancel.abort(new Error("the agent did not answer in time")),
      CONNECT_TIMEOUT_MS,
    );
    try {
      const conversation = await startElevenLabsConversation(
        latestSetup.current,
        (event) => {
          if (!isCurrent()) return;
          // Over: nothing is left to end, and nothing more from it counts.
          if (event === "ended" || event === "connectionLost") current.current = null;
          setState(event);
        },
        attempt.cancel.signal,
      );
      if (isCurrent()) attempt.conversation = conversation;
      else void conversation.end().catch(() => undefined);
    } catch (error) {
      if (!isCurrent()) return;
      current.current = null;
      const microphoneError = error instanceof DOMException && MICROPHONE_ERRORS.has(error.name);
      setState(microphoneError ? "microphoneBlocked" : "unavailable");
    } finally {
      clearTimeout(timer);
    }
  }, [stopCurrent]);

  const end = useCallback(() => {
    stopCurrent();
    setState("ended");
  }, [stopCurrent]);

  // Closing the panel, leaving the page or a language without an agent ends the conversation.
  useEffect(() => stopCurrent, [stopCurrent]);

  return { state, start, end };
}
