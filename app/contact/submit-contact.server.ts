import { siteConfig } from "~/services/config.server";
import { errorMessage, logEvent } from "~/utils/log.server";
import { contactPayload } from "./contact-message";
import type { ContactRequest } from "./contact-schema";
import { contactDeliverer, type Deliverable, logDelivery } from "./delivery.server";
import { GIVE_UP_AFTER_MS, wakeDeliveryRetries } from "./delivery-retry.server";
import { contactOutbox, type OutboxEntry, requestKey } from "./outbox.server";

/**
 * "delivered": sent (or, without Supabase, stored: the outbox is the delivery).
 * "queued": stored, not delivered yet; the background retries take it on.
 * "failed": neither stored nor delivered; the visitor has to send it again.
 */
export type SubmitOutcome = "delivered" | "queued" | "failed";

/**
 * The same request received earlier and not given up: an identical
 * resubmission (after a failure, a reload, a second click) is that request
 * again, not a new one. An unreadable outbox finds nothing.
 */
async function earlierCopy(key: string): Promise<OutboxEntry | undefined> {
  try {
    const { entries } = await contactOutbox.entries();
    return entries.findLast(
      (entry) =>
        entry.key === key && entry.status !== "gave_up" && Date.now() - Date.parse(entry.receivedAt) < GIVE_UP_AFTER_MS,
    );
  } catch (error) {
    logEvent("error", "contact.outbox_unreadable", { error: errorMessage(error) });
    return undefined;
  }
}

/** Stores the request; when the disk refuses, says so and goes on without it. */
async function store(payload: Deliverable["payload"]): Promise<Deliverable> {
  try {
    return await contactOutbox.record(payload);
  } catch (error) {
    logEvent("error", "contact.outbox_failed", { error: errorMessage(error) });
    return { key: requestKey(payload), payload };
  }
}

/**
 * Keeps the request in the outbox first, then delivers it: through Supabase
 * when configured, otherwise the outbox is the delivery. A request that
 * cannot be stored is still delivered. Logs carry the id only, never what
 * the visitor wrote.
 */
export async function submitContact(request: ContactRequest): Promise<SubmitOutcome> {
  const payload = contactPayload(request, siteConfig);
  const earlier = await earlierCopy(requestKey(payload));
  if (earlier?.status === "delivered" || earlier?.status === "stored") {
    logEvent("info", "contact.duplicate", { contactId: earlier.id, intent: payload.intent });
    return "delivered";
  }
  const stored = earlier ?? (await store(payload));
  const deliver = contactDeliverer();
  if (!deliver) {
    if (!stored.id) return "failed";
    await contactOutbox
      .recordResult(stored.id, "stored")
      .catch((error) =>
        logEvent("error", "contact.outbox_failed", { contactId: stored.id, error: errorMessage(error) }),
      );
    logEvent("info", "contact.stored", { contactId: stored.id, intent: payload.intent });
    return "delivered";
  }
  const outcome = await deliver(stored);
  logDelivery(stored, outcome);
  if (outcome.ok) return "delivered";
  if (!stored.id) return "failed";
  wakeDeliveryRetries();
  return "queued";
}
