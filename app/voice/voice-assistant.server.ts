import { z } from "zod";
import type { Language } from "~/routing/paths";
import { type SiteConfig, siteConfig } from "~/services/config.server";
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

/** The build's copies of the worklets, read once; null (logged) when the build made none. */
let builtWorklets: VoiceWorklets | null | undefined;

/** The voice assistant of a page in this language: null (no launcher) without an agent for it. */
export function voiceAssistantFor(lang: Language, voice: SiteConfig["voice"] = siteConfig.voice) {
  const agentId = voice?.agentIds[lang];
  if (!voice || !agentId) return null;
  if (builtWorklets === undefined)
    builtWorklets = readBuildManifest(WORKLETS_MANIFEST, workletsSchema, "voice.worklets_missing");
  const { serverLocation, socketOrigin } = voice;
  return { agentId, serverLocation, socketOrigin, worklets: builtWorklets };
}

/**
 * What the root loader tells the page about the voice assistant, for the page's language: an ElevenLabs
 * agent, talked to in our own panel (@elevenlabs/client); the panel names its server location.
 */
export type VoiceAssistantSetup = NonNullable<ReturnType<typeof voiceAssistantFor>>;
