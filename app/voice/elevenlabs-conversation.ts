import type { ElevenLabsSetup } from "./voice-assistant.server";

/** What the conversation reports once it is open: the agent's turn, the visitor's, or its end. */
export type ConversationEvent = "listening" | "speaking" | "ended" | "connectionLost";

/** A conversation in progress, as our panel uses it. */
export type LiveConversation = { end: () => Promise<void> };

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
        for (const pending of socketClaims) {
          if (!pending(socket)) continue;
          forget(pending);
          break;
        }
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
export function startElevenLabsConversation(
  setup: ElevenLabsSetup,
  onEvent: (event: ConversationEvent) => void,
  signal: AbortSignal,
): Promise<LiveConversation> {
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
