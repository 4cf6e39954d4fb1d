import type { SupabaseClient } from "@supabase/supabase-js";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { clientKey } from "~/routing/client-key.server";
import type { Language } from "~/routing/paths";
import { errorMessage, logEvent } from "~/utils/log.server";
import { createBackendBreaker } from "./backend-breaker.server";
import { siteConfig } from "./config.server";
import { supabase } from "./supabase.server";

const DetectLanguageAnswer = z.object({ lang: z.string().nullish() });

/**
 * A client's detected language is remembered this long, for this many clients at most. The lang
 * cookie spares most repeat calls; this spares them for clients that drop cookies (scripts, bots
 * that pass as browsers), so one address does not call the function over and over.
 */
const REMEMBERED_MS = 60 * 60_000;
const REMEMBERED_CLIENTS = 10_000;

/**
 * Asks the backend's detect-language function (IP based), giving up after
 * `timeoutMs` and leaving a failing backend alone for `cooldownMs` (see
 * createBackendBreaker). Null when Supabase is not configured or the call
 * fails; a failure is logged and never surfaces. The function is told the
 * visitor's address (the server's, as far as TRUST_PROXY allows) as
 * X-Forwarded-For, never the forwarding headers the client sent; an answer is
 * remembered per client (clientKey), a failure is not.
 */
export function createLanguageDetector(backend: SupabaseClient, timeoutMs: number, cooldownMs: number) {
  const breaker = createBackendBreaker(cooldownMs);
  async function ask(clientIp: string | null): Promise<Language | undefined> {
    try {
      // Errors are thrown inside the breaker so that it counts them.
      const data = await breaker.execute(async () => {
        const { data, error } = await backend.functions.invoke("detect-language", {
          method: "GET",
          timeout: timeoutMs,
          headers: clientIp ? { "X-Forwarded-For": clientIp } : {},
        });
        if (error) throw error;
        return data;
      });
      const answer = DetectLanguageAnswer.safeParse(data);
      if (!answer.success) throw new Error("detect-language answered with an unexpected body");
      return answer.data.lang === "en" ? "en" : "nb";
    } catch (error) {
      logEvent("warn", "language_detection_failed", { reason: errorMessage(error) });
      return undefined;
    }
  }

  // Remembered per client; simultaneous requests of one client share one call (lru-cache's fetch),
  // and a failure (undefined) is not kept.
  const remembered = new LRUCache<string, Language, string | null>({
    max: REMEMBERED_CLIENTS,
    ttl: REMEMBERED_MS,
    fetchMethod: (_client, _stale, { context }) => ask(context),
  });

  return async function detectLanguage(clientIp: string | null): Promise<Language | null> {
    const client = clientKey(clientIp);
    return (client ? await remembered.fetch(client, { context: clientIp }) : await ask(clientIp)) ?? null;
  };
}

/** The detector of the configured site; null without Supabase (nothing to ask). */
export const detectLanguageRemotely =
  supabase &&
  createLanguageDetector(supabase, siteConfig.languageDetectionTimeoutMs, siteConfig.backendBreakerCooldownMs);
