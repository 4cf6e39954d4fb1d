import { z } from "zod";
import type { Language } from "~/routing/paths";
import { type ServerLocation, type SiteConfig, siteConfig } from "~/services/config.server";
import { readBuildManifest } from "~/utils/build-manifest.server";

/**
 * Where the browser may load the ElevenLabs client's audio worklets from: our own copies, listed
 * by scripts/build-voice-worklets.mjs next to the server build (build/index.js). Without them the
 * client would build them from blob: URLs, which the CSP refuses, or fetch its resampler from a CDN.
 */
const WORKLETS_MANIFEST = new URL("./voice-worklets.json", import.meta.url);
const workletsSchema = z.object({
  rawAudioProcessor: z.string().startsWith("/build/voice/"),
  audioConcatProcessor: z.string().startsWith("/build/voice/"),
  libsamplerate: z.string().startsWith("/build/voice/"),
});
type VoiceWorklets = z.infer<typeof workletsSchema>;

/** What the root loader tells the page about the voice assistant, for the page's language. */
/** An ElevenLabs agent, talked to in our own panel (@elevenlabs/client); the panel names its server location. */
export type VoiceAssistantSetup = {
  agentId: string;
  serverLocation: ServerLocation;
  socketOrigin: string;
  worklets: VoiceWorklets | null;
};

/** The build's copies of the worklets, read once; null (logged) when the build made none. */
let builtWorklets: VoiceWorklets | null | undefined;

/** The voice assistant of a page in this language: null (no launcher) without an agent for it. */
export function voiceAssistantFor(
  lang: Language,
  voice: SiteConfig["voice"] = siteConfig.voice,
): VoiceAssistantSetup | null {
  const agentId = voice?.agentIds[lang];
  if (!voice || !agentId) return null;
  if (builtWorklets === undefined)
    builtWorklets = readBuildManifest(WORKLETS_MANIFEST, workletsSchema, "voice.worklets_missing");
  const { serverLocation, socketOrigin } = voice;
  return { agentId, serverLocation, socketOrigin, worklets: builtWorklets };
}

/**
 * What a page may connect to for the voice assistant: the ElevenLabs
 * conversation socket's origin once any language has an agent, nothing
 * otherwise. Every page, not only those of a language with an agent: a page
 * keeps the policy it was loaded with while the visitor moves on, in the
 * browser, to pages of the other language.
 */
export function voiceConnectOrigins(voice: SiteConfig["voice"] = siteConfig.voice): string[] {
  return voice ? [voice.socketOrigin] : [];
}
