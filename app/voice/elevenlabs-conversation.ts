import type { VoiceAssistantSetup } from "./voice-setup";

type ElevenLabsSetup = Extract<VoiceAssistantSetup, { vendor: "elevenlabs" }>;

/** What the conversation reports once it is open: the agent's turn, the visitor's, or its end. */
export type ConversationEvent = "listening" | "speaking" | "ended" | "connectionLost";

/** A conversation in progress, as our panel uses it. */
export type LiveConversation = { end: () => Promise<void> };

// Sockets the page opens while a start is pending, told to each pending start (see below).
const socketWatchers = new Set<(socket: WebSocket) => void>();
let nativeWebSocket: typeof WebSocket | null = null;

/**
 * Tells `onSocket` of every WebSocket the page opens until the returned
 * function is called. The vendor's client has no way to cancel a start: until
 * the agent answers it holds the microphone and a socket we cannot reach, for
 * ever if the agent never does. Closing that socket makes the client fail the
 * start and let go of the microphone itself. The page's WebSocket is wrapped
 * only while a start is pending, and restored after.
 */
function watchSockets(onSocket: (socket: WebSocket) => void): () => void {
  if (!nativeWebSocket) {
    nativeWebSocket = window.WebSocket;
    window.WebSocket = new Proxy(nativeWebSocket, {
      construct(target, args, newTarget) {
        const socket: WebSocket = Reflect.construct(target, args, newTarget);
        for (const watcher of socketWatchers) watcher(socket);
        return socket;
      },
    });
  }
  socketWatchers.add(onSocket);
  return () => {
    socketWatchers.delete(onSocket);
    if (socketWatchers.size === 0 && nativeWebSocket) {
      window.WebSocket = nativeWebSocket;
      nativeWebSocket = null;
    }
  };
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
export async function startElevenLabsConversation(
  setup: ElevenLabsSetup,
  onEvent: (event: ConversationEvent) => void,
  signal: AbortSignal,
): Promise<LiveConversation> {
  const { Conversation } = await import("@elevenlabs/client");
  signal.throwIfAborted();
  const sockets: WebSocket[] = [];
  const ours = (socket: WebSocket) => socket.url.startsWith(`${setup.socketOrigin}/`);
  const stopWatching = watchSockets((socket) => {
    if (!ours(socket)) return;
    if (signal.aborted) socket.close();
    else sockets.push(socket);
  });
  const giveUp = () => {
    for (const socket of sockets) socket.close();
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
    if (signal.aborted) {
      await conversation.endSession();
      throw signal.reason;
    }
    return { end: () => conversation.endSession() };
  } finally {
    stopWatching();
    signal.removeEventListener("abort", giveUp);
  }
}
