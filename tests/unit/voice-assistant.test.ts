import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/services/config.server";
import { voiceAssistantFor } from "~/voice/voice-assistant.server";

describe("the voice assistant's setup", () => {
  it("gives a page the agent of its own language, and none where that language has no agent", () => {
    const onlyNb = parseSiteConfig({ VOICE_AGENT_ID_NB: "agent_nb" }).voice;
    // The panel says where the agent runs.
    expect(voiceAssistantFor("nb", onlyNb)).toMatchObject({ agentId: "agent_nb", serverLocation: "us" });
    expect(voiceAssistantFor("en", onlyNb)).toBeNull();
    expect(voiceAssistantFor("nb", null)).toBeNull();
  });
});
