import { FunctionsFetchError, FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import type { ContactPayload } from "./contact-message";

export const CONTACT_FUNCTION = "send-contact-email";

export type DeliveryOutcome = { ok: true } | { ok: false; error: string };
type Attempt = DeliveryOutcome & { retryable?: boolean };

async function invokeOnce(client: SupabaseClient, payload: ContactPayload, timeoutMs: number): Promise<Attempt> {
  try {
    const { data, error } = await client.functions.invoke(CONTACT_FUNCTION, { body: payload, timeout: timeoutMs });
    if (error) {
      const status = error instanceof FunctionsHttpError ? (error.context as Response | undefined)?.status : undefined;
      const timedOut = error instanceof FunctionsFetchError && /abort|timeout/i.test(String(error.context));
      return {
        ok: false,
        error: status ? `HTTP ${status}` : error.message,
        // A network error or a 5xx is worth one more try; a timeout already used the time we have.
        retryable: !timedOut && (error instanceof FunctionsFetchError || (status !== undefined && status >= 500)),
      };
    }
    // The function answers an object and reports its own failures in its error field (spec §7);
    // anything else is an answer we cannot trust, so the request stays in the outbox for a retry.
    if (!data || typeof data !== "object" || Array.isArray(data)) return { ok: false, error: "unexpected answer" };
    const reported = (data as { error?: unknown }).error;
    if (reported) return { ok: false, error: String(reported) };
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error), retryable: true };
  }
}

/** Calls send-contact-email, bounded by the timeout, with one retry after a network error or 5xx. */
export async function deliverThroughSupabase(
  client: SupabaseClient,
  payload: ContactPayload,
  { timeoutMs }: { timeoutMs: number },
): Promise<DeliveryOutcome> {
  const first = await invokeOnce(client, payload, timeoutMs);
  if (first.ok || !first.retryable) return first.ok ? { ok: true } : { ok: false, error: first.error };
  const second = await invokeOnce(client, payload, timeoutMs);
  return second.ok ? { ok: true } : { ok: false, error: second.error };
}
