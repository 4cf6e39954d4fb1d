import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/services/config.server";
import { readVoiceWorklets, voiceAssistantFor, voiceConnectOrigins } from "~/voice/voice-assistant.server";

const onlyNb = parseSiteConfig({ VOICE_AGENT_ID_NB: "agent_nb" }).voice;

describe("voiceAssistantFor", () => {
  it("gives a page the agent of its own language, and none where that language has no agent", () => {
    expect(voiceAssistantFor("nb", onlyNb)).toMatchObject({
      vendor: "elevenlabs",
      agentId: "agent_nb",
      // The panel says where the agent runs.
      serverLocation: "us",
      socketOrigin: "wss://api.elevenlabs.io",
    });
    expect(voiceAssistantFor("en", onlyNb)).toBeNull();
    expect(voiceAssistantFor("nb", null)).toBeNull();
  });
});

describe("voiceConnectOrigins", () => {
  // Which pages allow which socket is the e2e tests' (voice-*.js.spec.ts); here, the agents' server location.
  it("allows the ElevenLabs socket of the agents' server location", () => {
    const voice = parseSiteConfig({ VOICE_AGENT_ID_NB: "a", ELEVENLABS_SERVER_LOCATION: "in-residency" }).voice;
    expect(voiceConnectOrigins(voice)).toEqual(["wss://api.in.residency.elevenlabs.io"]);
  });
});

describe("readVoiceWorklets", () => {
  it("reads the build's copies, and gives null for a missing or foreign list", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "voice-worklets-"));
    const file = path.join(dir, "voice-worklets.json");
    const worklets = {
      rawAudioProcessor: "/build/voice/rawAudioProcessor.1234abcd.js",
      audioConcatProcessor: "/build/voice/audioConcatProcessor.1234abcd.js",
      libsamplerate: "/build/voice/libsamplerate.1234abcd.js",
    };
    await writeFile(file, JSON.stringify(worklets));
    expect(readVoiceWorklets(file)).toEqual(worklets);
    await writeFile(file, JSON.stringify({ ...worklets, libsamplerate: "https://cdn.example/lib.js" }));
    expect(readVoiceWorklets(file)).toBeNull();
    expect(readVoiceWorklets(path.join(dir, "missing.json"))).toBeNull();
  });
});
