import { useCallback, useEffect, useRef, useState } from "react";
import type { ElevenLabsSetup } from "./voice-assistant.server";

/** What the conversation reports once it is open: the agent's turn, the visitor's, or its end. */
type ConversationEvent = "listening" | "speaking" | "ended" | "connectionLost";

// Starts waiting for their conversation's socket, oldest first (see claimNextSocket).
const socketClaims = new Set<(socket: WebSocket) => boolean>();
let nativeWebSocket: typeof WebSocket | null = null;

/**
 * Hands `claim` the next WebSocket the page opens that it accepts, then
 * forgets it; the returned function forgets it sooner. The vendor's client has
 * no way to cancel a start: until the agent answers it holds the microphone and
 * a socket we cannot reach, for ever if the agent never does. With the socket
 * in hand, a start can be ended (dropSocket). Each start opens one socket;
 * should two starts ever wait at once (see startInProgress), the oldest takes
 * the first. The page's WebSocket is wrapped only while a start waits, and
 * restored after.
 */
function claimNextSocket(claim: (socket: WebSocket) => boolean): () => void {
  if (!nativeWebSocket) {
    nativeWebSocket = window.WebSocket;
    window.WebSocket = new Proxy(nativeWebSocket, {
      construct(target, args, newTarget) {
        const socket: WebSocket = Reflect.construct(target, args, newTarget);
        const taker = [...socketClaims].find((claim) => claim(socket));
        if (taker) forget(taker);
        return socket;
      },
    });
  }
  socketClaims.add(claim);
  return () => forget(claim);
}

function forget(claim: (socket: WebSocket) => boolean): void {
  socketClaims.delete(claim);
  if (socketClaims.size === 0 && nativeWebSocket) {
    window.WebSocket = nativeWebSocket;
    nativeWebSocket = null;
  }
}

/**
 * The start the vendor's client is working on. Starts run one after another: a
 * new one waits for a cancelled one to finish failing (a moment, once its
 * socket is dropped), so only one start ever waits for a socket and none can
 * take another's. A start stuck longer (its own microphone request hanging) is
 * not waited for beyond this; sockets then go to the oldest start waiting.
 */
let startInProgress: Promise<unknown> = Promise.resolve();
const PREVIOUS_START_WAIT_MS = 5_000;

/**
 * Ends a socket at once for everyone listening to it. close() alone fires
 * "close" only once the server answers, which a hung connection takes a
 * minute not to do; the vendor's client, told now, fails its start and lets go
 * of the microphone straight away.
 */
function dropSocket(socket: WebSocket): void {
  socket.dispatchEvent(new CloseEvent("close", { code: 4000, reason: "cancelled by the page", wasClean: false }));
  socket.close();
}

/**
 * Opens a voice conversation with the page's agent. The vendor's client
 * (@elevenlabs/client, bundled with the site) is fetched from our own origin
 * here, on the visitor's press, as a chunk of its own: no page loads it
 * before. It talks to the agent over one WebSocket (the socket origin the CSP
 * allows) and records through our own copies of its audio worklets.
 * Resolves once the agent has answered; rejects when the socket cannot be
 * opened, the microphone cannot be used, or `signal` gives up first (the
 * conversation's socket is then closed and the microphone released).
 */
function startElevenLabsConversation(
  setup: ElevenLabsSetup,
  onEvent: (event: ConversationEvent) => void,
  signal: AbortSignal,
): Promise<{ end: () => Promise<void> }> {
  const previousStart = startInProgress;
  const thisStart = (async () => {
    const { Conversation } = await import("@elevenlabs/client");
    await Promise.race([previousStart, new Promise((resolve) => setTimeout(resolve, PREVIOUS_START_WAIT_MS))]);
    signal.throwIfAborted();
    let socket: WebSocket | null = null;
    const stopWaiting = claimNextSocket((opened) => {
      if (!opened.url.startsWith(`${setup.socketOrigin}/`)) return false;
      socket = opened;
      if (signal.aborted) dropSocket(opened);
      return true;
    });
    const giveUp = () => {
      if (socket) dropSocket(socket);
    };
    signal.addEventListener("abort", giveUp);
    const worklets = setup.worklets;
    try {
      const conversation = await Conversation.startSession({
        agentId: setup.agentId,
        // WebRTC would add LiveKit's servers and TURN relays to the connections a page makes.
        connectionType: "websocket",
        textOnly: false,
        origin: setup.socketOrigin,
        // The client reads its two worklets' paths by name from workletPaths.
        ...(worklets ? { workletPaths: worklets, libsampleratePath: worklets.libsamplerate } : {}),
        onConnect: () => onEvent("listening"),
        onModeChange: ({ mode }) => onEvent(mode),
        // "user": we ended it (the panel already shows so); "agent": the agent said goodbye.
        onDisconnect: (details) => onEvent(details.reason === "error" ? "connectionLost" : "ended"),
      });
      if (signal.aborted) {
        await conversation.endSession();
        throw signal.reason;
      }
      return { end: () => conversation.endSession() };
    } finally {
      stopWaiting();
      signal.removeEventListener("abort", giveUp);
    }
  })();
  startInProgress = thisStart.catch(() => null);
  return thisStart;
}

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

/** One press's try at a conversation: how to cancel it while it opens, and the conversation once open. */
type Attempt = { cancel: AbortController; conversation: { end: () => Promise<void> } | null };

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
    // Asks for the microphone, and lets go of it at once: the vendor's client opens its own
    // stream, without a second prompt. Asking first tells a refusal apart from a connection that
    // fails, and starts the connection's clock only once the visitor has answered the prompt. (On
    // an insecure page there is no navigator.mediaDevices: that throws too.)
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      for (const track of stream.getTracks()) track.stop();
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
