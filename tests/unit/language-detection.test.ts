import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeSupabase, startFakeSupabase } from "../support/fake-supabase";

let fake: FakeSupabase;
let detectLanguageRemotely: (request: Request) => Promise<"nb" | "en" | null>;

beforeAll(async () => {
  fake = await startFakeSupabase();
  vi.stubEnv("SUPABASE_URL", fake.url);
  vi.stubEnv("SUPABASE_ANON_KEY", fake.anonKey);
  vi.stubEnv("LANGUAGE_DETECTION_TIMEOUT_MS", "300");
  vi.resetModules();
  ({ detectLanguageRemotely } = await import("~/services/language-detection.server"));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.stop();
});

beforeEach(() => {
  fake.setMode("ok");
  fake.requests.length = 0;
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

const visitor = () => new Request("http://site.test/", { headers: { "X-Forwarded-For": "203.0.113.7" } });

describe("detectLanguageRemotely against the fake Supabase", () => {
  it("calls GET /functions/v1/detect-language with the anon key and the visitor's address", async () => {
    fake.setDetectedLanguage({ lang: "en" });
    expect(await detectLanguageRemotely(visitor())).toBe("en");
    const [call] = fake.requests;
    expect(call?.method).toBe("GET");
    expect(call?.path).toBe("/functions/v1/detect-language");
    expect(call?.headers.authorization).toBe(`Bearer ${fake.anonKey}`);
    expect(call?.headers["x-forwarded-for"]).toBe("203.0.113.7");
  });

  it("defaults to nb when the answer has no lang", async () => {
    fake.setDetectedLanguage({});
    expect(await detectLanguageRemotely(visitor())).toBe("nb");
  });

  it.each(["error500", "garbage"] as const)("gives up quietly on %s and logs it", async (mode) => {
    fake.setMode(mode);
    expect(await detectLanguageRemotely(visitor())).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("language_detection_failed"));
  });

  it("stops waiting for a stalled backend after the timeout", async () => {
    fake.setMode("stall");
    const started = Date.now();
    expect(await detectLanguageRemotely(visitor())).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("after three failures in a row stops asking the backend for a while", async () => {
    fake.setMode("ok");
    fake.requests.length = 0;
    expect(await detectLanguageRemotely(visitor())).toBeNull();
    expect(fake.requests).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("circuit"));
  });
});
