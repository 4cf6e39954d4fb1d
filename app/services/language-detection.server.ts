import type { SupabaseClient } from "@supabase/supabase-js";
import { z } from "zod";
import type { Language } from "~/routing/paths";
import { errorMessage, logEvent } from "~/utils/log.server";
import { createBackendBreaker } from "./backend-breaker.server";
import { siteConfig } from "./config.server";
import { supabase } from "./supabase.server";

const DetectLanguageAnswer = z.object({ lang: z.string().nullish() });

/**
 * Asks the backend's detect-language function (IP based), giving up after
 * `timeoutMs` and leaving a failing backend alone for `cooldownMs` (see
 * createBackendBreaker). Null when Supabase is not configured or the call
 * fails; a failure is logged and never surfaces. The visitor's X-Forwarded-For
 * is passed on so the function sees their address when we run behind a proxy.
 */
export function createLanguageDetector(supabase: SupabaseClient | null, timeoutMs: number, cooldownMs: number) {
  const breaker = createBackendBreaker(cooldownMs);
  return async function detectLanguage(request: Request): Promise<Language | null> {
    if (!supabase) return null;
    const forwardedFor = request.headers.get("X-Forwarded-For");
    try {
      // Errors are thrown inside the breaker so that it counts them.
      const data = await breaker.execute(async () => {
        const { data, error } = await supabase.functions.invoke("detect-language", {
          method: "GET",
          timeout: timeoutMs,
          headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {},
        });
        if (error) throw error;
        return data;
      });
      const answer = DetectLanguageAnswer.safeParse(data);
      if (!answer.success) throw new Error("detect-language answered with an unexpected body");
      return answer.data.lang === "en" ? "en" : "nb";
    } catch (error) {
      logEvent("warn", "language_detection_failed", { reason: errorMessage(error) });
      return null;
    }
  };
}

/** Whether the configured site asks the backend at all (only with Supabase). */
export const detectsLanguageRemotely = supabase !== null;

/** The detector of the configured site. */
export const detectLanguageRemotely = createLanguageDetector(
  supabase,
  siteConfig.languageDetectionTimeoutMs,
  siteConfig.backendBreakerCooldownMs,
);
