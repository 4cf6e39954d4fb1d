import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createLanguageDetector } from "~/services/language-detection.server";
import { type FakeSupabase, startFakeSupabase, supabaseClientFor } from "../support/fake-supabase";

const TIMEOUT_MS = 300;
const COOLDOWN_MS = 10_000;

let fake: FakeSupabase;
let detectLanguageRemotely: ReturnType<typeof createLanguageDetector>;

beforeAll(async () => {
  fake = await startFakeSupabase();
});

afterAll(async () => {
  await fake.stop();
});

beforeEach(async () => {
  // The call's timeout and the breaker's cooldown run on this clock; network I/O does not.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  fake.setMode("ok");
  fake.requests.length = 0;
  vi.spyOn(console, "warn").mockImplementation(() => {});
  // A new detector each time, so each test starts with a closed circuit breaker.
  detectLanguageRemotely = createLanguageDetector(supabaseClientFor(fake.url, fake.anonKey), TIMEOUT_MS, COOLDOWN_MS);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The visitor's address, as the server determined it. */
const visitor = () => "203.0.113.7";

describe("detectLanguageRemotely against the fake Supabase", () => {
  it.each([
    [{ lang: "en" }, "en"],
    // An answer without a language is nb.
    [{}, "nb"],
  ] as const)("asks GET detect-language with the anon key and the visitor's address: %j", async (answer, lang) => {
    fake.setDetectedLanguage(answer);
    expect(await detectLanguageRemotely(visitor())).toBe(lang);
    expect(fake.requests).toEqual([
      expect.objectContaining({
        method: "GET",
        path: "/functions/v1/detect-language",
        headers: expect.objectContaining({ authorization: `Bearer ${fake.anonKey}`, "x-forwarded-for": "203.0.113.7" }),
      }),
    ]);
  });

  it("stops waiting for a stalled backend at the timeout, not before", async () => {
    fake.setMode("stall");
    let answer: "nb" | "en" | null | undefined;
    const detection = detectLanguageRemotely(visitor()).then((lang) => {
      answer = lang;
    });
    // Real I/O still happens under fake timers: wait (without moving the clock) until the fake has the call.
    while (fake.requests.length === 0) await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await detection;
    expect(answer).toBeNull();
    // The one failure logged, with its reason.
    expect(console.warn).toHaveBeenCalledTimes(1);
    const failed = { event: "language_detection_failed", reason: "Failed to send a request to the Edge Function" };
    expect(JSON.parse(String(vi.mocked(console.warn).mock.calls[0]?.[0]))).toMatchObject(failed);
  });

  it("remembers a client's answer (one address, or one IPv6 /64): asked again, it does not call; another client does", async () => {
    fake.setDetectedLanguage({ lang: "en" });
    expect(await detectLanguageRemotely("2001:db8:1:2::1")).toBe("en");
    expect(await detectLanguageRemotely("2001:db8:1:2::2")).toBe("en");
    expect(fake.requests).toHaveLength(1);
    expect(await detectLanguageRemotely("203.0.113.8")).toBe("en");
    expect(fake.requests).toHaveLength(2);
    // Requests of one client at the same time share one call.
    const together = await Promise.all(Array.from({ length: 5 }, () => detectLanguageRemotely("198.51.100.1")));
    expect(together).toEqual(Array(5).fill("en"));
    expect(fake.requests).toHaveLength(3);
  });

  it("after three failures in a row stops asking the backend until the cooldown is over", async () => {
    fake.setMode("error500");
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await detectLanguageRemotely(visitor())).toBeNull();
    expect(fake.requests).toHaveLength(3);
    fake.setMode("ok");
    fake.setDetectedLanguage({ lang: "en" });
    expect(await detectLanguageRemotely(visitor())).toBeNull();
    expect(fake.requests).toHaveLength(3);
    expect(console.warn).toHaveBeenLastCalledWith(
      expect.stringContaining("Execution prevented because the circuit breaker is open"),
    );
    await vi.advanceTimersByTimeAsync(COOLDOWN_MS - 1);
    expect(await detectLanguageRemotely(visitor())).toBeNull();
    expect(fake.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(await detectLanguageRemotely(visitor())).toBe("en");
    expect(fake.requests).toHaveLength(4);
  });
});
