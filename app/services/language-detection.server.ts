import { z } from "zod";
import type { Language } from "~/routing/paths";
import { errorMessage, logEvent } from "~/utils/log.server";
import { createBackendBreaker } from "./backend-breaker.server";
import { siteConfig } from "./config.server";
import { getSupabase } from "./supabase.server";

const DetectLanguageAnswer = z.object({
  lang: z
    .string()
    .nullish()
    .transform((lang): Language => (lang === "en" ? "en" : "nb")),
});

/**
 * Asks the backend's detect-language function (IP based). Null when Supabase is
 * not configured or the call fails; a failure is logged and never surfaces.
 * The visitor's X-Forwarded-For is passed on so the function sees their address
 * when we run behind a proxy.
 */
const breaker = createBackendBreaker();

export async function detectLanguageRemotely(request: Request): Promise<Language | null> {
  const supabase = getSupabase();
  if (!supabase) return null;
  const forwardedFor = request.headers.get("X-Forwarded-For");
  try {
    // Errors are thrown inside the breaker so that it counts them.
    const data = await breaker.execute(async () => {
      const { data, error } = await supabase.functions.invoke("detect-language", {
        method: "GET",
        timeout: siteConfig.languageDetectionTimeoutMs,
        headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {},
      });
      if (error) throw error;
      return data;
    });
    const answer = DetectLanguageAnswer.safeParse(data);
    if (!answer.success) throw new Error("detect-language answered with an unexpected body");
    return answer.data.lang;
  } catch (error) {
    logEvent("warn", "language_detection_failed", { reason: errorMessage(error) });
    return null;
  }
}
