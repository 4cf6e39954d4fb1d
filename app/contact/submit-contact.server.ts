import { siteConfig } from "~/services/config.server";
import { getSupabase } from "~/services/supabase.server";
import { logEvent } from "~/utils/log.server";
import { contactPayload } from "./contact-message";
import type { ContactRequest } from "./contact-schema";
import { deliverThroughSupabase } from "./delivery.server";
import { createOutbox } from "./outbox.server";

const outbox = createOutbox(siteConfig.dataDir);

/**
 * Keeps the request in the outbox first, then delivers it: through Supabase
 * when configured, otherwise the outbox is the delivery. Logs carry the id
 * only, never what the visitor wrote.
 */
export async function submitContact(request: ContactRequest): Promise<{ id: string; delivered: boolean }> {
  const payload = contactPayload(request, siteConfig);
  const id = await outbox.record(payload);
  const client = getSupabase();
  if (!client) {
    await outbox.recordResult(id, "stored");
    logEvent("info", "contact.stored", { requestId: id, intent: payload.intent });
    return { id, delivered: true };
  }
  const outcome = await deliverThroughSupabase(client, payload, { timeoutMs: siteConfig.contactTimeoutMs });
  await outbox.recordResult(id, outcome.ok ? "delivered" : "failed", outcome.ok ? undefined : outcome.error);
  logEvent(outcome.ok ? "info" : "warn", outcome.ok ? "contact.delivered" : "contact.failed", {
    requestId: id,
    intent: payload.intent,
    ...(outcome.ok ? {} : { error: outcome.error }),
  });
  return { id, delivered: outcome.ok };
}
