import { useCallback, useEffect, useRef, useState } from "react";
import { type LiveConversation, startElevenLabsConversation } from "./elevenlabs-conversation";
import type { VoiceAssistantSetup } from "./voice-setup";

/**
 * Where a voice conversation is, as the panel shows and announces it: closed
 * ("idle"); waiting for the microphone; connecting; open, with the visitor or
 * the agent talking; over; or stopped by an error.
 */
export type VoiceState =
  | "idle"
  | "microphone"
  | "connecting"
  | "listening"
  | "speaking"
  | "ended"
  | "microphoneBlocked"
  | "connectionLost"
  | "unavailable";

/** States in which a conversation is being opened or is open (the panel offers to end it). */
export const LIVE_STATES: readonly VoiceState[] = ["microphone", "connecting", "listening", "speaking"];

/**
 * How long loading the vendor's client and the agent's answer may take, once
 * the microphone is on. The browser's own wait for a socket to an unreachable
 * host is minutes.
 */
const CONNECT_TIMEOUT_MS = 15_000;

// What getUserMedia throws when there is no microphone to use: refused, missing, busy, or
// an insecure page. Anything else that stops the start is the connection's.
const MICROPHONE_ERRORS = new Set(["NotAllowedError", "NotFoundError", "NotReadableError", "SecurityError"]);

function isMicrophoneError(error: unknown): boolean {
  return error instanceof DOMException && MICROPHONE_ERRORS.has(error.name);
}

/**
 * Asks for the microphone, and lets go of it at once: the vendor's client opens
 * its own stream, without a second prompt. Asking first tells a refusal apart
 * from a connection that fails, and starts the connection's clock only once
 * the visitor has answered the prompt.
 */
async function requestMicrophone(): Promise<void> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException("No microphone API", "SecurityError");
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  for (const track of stream.getTracks()) track.stop();
}

/**
 * One voice conversation with the page's ElevenLabs agent at a time. The
 * microphone is asked for, and the vendor's client loaded, only in `start`
 * (the visitor's press). Every attempt has a number and an abort signal: a
 * start that is given up on (timed out, ended, closed or replaced) is
 * cancelled, which releases its microphone and socket, and its events are ignored.
 */
export function useVoiceConversation(setup: Extract<VoiceAssistantSetup, { vendor: "elevenlabs" }>) {
  const [state, setState] = useState<VoiceState>("idle");
  const attempt = useRef(0);
  const pending = useRef<AbortController | null>(null);
  const live = useRef<LiveConversation | null>(null);
  // The root loader hands over a new (equal) setup on every navigation; `start` stays the same function.
  const latestSetup = useRef(setup);
  latestSetup.current = setup;

  const stopCurrent = useCallback(() => {
    attempt.current += 1;
    pending.current?.abort();
    pending.current = null;
    const conversation = live.current;
    live.current = null;
    void conversation?.end().catch(() => undefined);
  }, []);

  const start = useCallback(async () => {
    stopCurrent();
    const id = attempt.current;
    const isCurrent = () => attempt.current === id;
    const cancel = new AbortController();
    pending.current = cancel;
    setState("microphone");
    try {
      await requestMicrophone();
    } catch {
      if (isCurrent()) setState("microphoneBlocked");
      return;
    }
    if (!isCurrent()) return;
    setState("connecting");
    const timer = setTimeout(() => cancel.abort(new Error("the agent did not answer in time")), CONNECT_TIMEOUT_MS);
    try {
      const conversation = await startElevenLabsConversation(
        latestSetup.current,
        (event) => {
          if (!isCurrent()) return;
          if (event === "ended" || event === "connectionLost") live.current = null;
          setState(event);
        },
        cancel.signal,
      );
      if (isCurrent()) live.current = conversation;
      else void conversation.end().catch(() => undefined);
    } catch (error) {
      if (!isCurrent()) return;
      // Its late events are ignored from here on.
      attempt.current += 1;
      setState(isMicrophoneError(error) ? "microphoneBlocked" : "unavailable");
    } finally {
      clearTimeout(timer);
      if (pending.current === cancel) pending.current = null;
    }
  }, [stopCurrent]);

  const end = useCallback(() => {
    stopCurrent();
    setState("ended");
  }, [stopCurrent]);

  const close = useCallback(() => {
    stopCurrent();
    setState("idle");
  }, [stopCurrent]);

  // Leaving the page (or a language without an agent) ends the conversation.
  useEffect(() => stopCurrent, [stopCurrent]);

  return { state, start, end, close };
}
