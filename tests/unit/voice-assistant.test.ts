import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/services/config.server";
import { voiceAssistantFor, voiceConnectOrigins } from "~/voice/voice-assistant.server";

describe("the voice assistant's setup", () => {
  it("gives a page the agent of its own language, and none where that language has no agent", () => {
    const onlyNb = parseSiteConfig({ VOICE_AGENT_ID_NB: "agent_nb" }).voice;
    // The panel says where the agent runs.
    expect(voiceAssistantFor("nb", onlyNb)).toMatchObject({ agentId: "agent_nb", serverLocation: "us" });
    expect(voiceAssistantFor("en", onlyNb)).toBeNull();
    expect(voiceAssistantFor("nb", null)).toBeNull();
  });

  // Which pages allow which socket is the e2e tests' (voice-*.js.spec.ts); here, the agents' server location.
  it("allows the ElevenLabs socket of the agents' server location", () => {
    const voice = parseSiteConfig({ VOICE_AGENT_ID_NB: "a", ELEVENLABS_SERVER_LOCATION: "in-residency" }).voice;
    expect(voiceConnectOrigins(voice)).toEqual(["wss://api.in.residency.elevenlabs.io"]);
  });
});
