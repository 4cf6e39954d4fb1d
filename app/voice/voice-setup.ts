/**
 * Where the browser may load the ElevenLabs client's audio worklets from: our
 * own copies (scripts/build-voice-worklets.mjs). Without them the client would
 * build them from blob: URLs, which the CSP refuses, or fetch its resampler
 * from a CDN.
 */
export type VoiceWorklets = { rawAudioProcessor: string; audioConcatProcessor: string; libsamplerate: string };

/** What the root loader tells the page about the voice assistant, for the page's language. */
export type VoiceAssistantSetup =
  /** An ElevenLabs agent, talked to in our own panel (@elevenlabs/client). */
  | { vendor: "elevenlabs"; agentId: string; socketOrigin: string; worklets: VoiceWorklets | null }
  /** Another vendor's script, which brings its own interface (launchers.tsx). */
  | { vendor: "script"; agentId: string; scriptUrl: string };
