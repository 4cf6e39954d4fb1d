import { siteConfig } from "~/services/config.server";
import { errorMessage, logEvent } from "~/utils/log.server";
import { type ContactPayload, contactPayload } from "./contact-message";
import type { ContactRequest } from "./contact-schema";
import { type Deliver, type Deliverable, logDelivery } from "./delivery.server";
import { GIVE_UP_AFTER_MS } from "./delivery-retry.server";
import { type Outbox, type OutboxEntry, requestKey } from "./outbox.server";

/**
 * "delivered": send-contact-email took it (now, or the same request earlier).
 * "stored": kept in the outbox, which without Supabase is where requests are read.
 * "queued": kept, not delivered yet; the background retries take it on.
 * "failed": neither kept nor delivered; the visitor has to send it again.
 */
type SubmitResult = { status: "delivered" | "stored" | "queued" | "failed" };

/**
 * What a submission works with: the outbox, the deliverer (null: the outbox is the delivery),
 * and who is told when a request waits for the background retries.
 */
export type SubmitSetup = { outbox: Outbox; deliver: Deliver | null; onQueued: () => void };

/**
 * The same request received earlier and not given up: an identical
 * resubmission (after a failure, a reload, a second click) is that request
 * again, not a new one. An unreadable outbox finds nothing.
 */
async function earlierCopy(outbox: Outbox, key: string): Promise<OutboxEntry | undefined> {
  try {
    const { entries } = await outbox.entries();
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
async function store(outbox: Outbox, payload: ContactPayload): Promise<Deliverable> {
  try {
    return await outbox.record(payload);
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
export async function submitContact(
  request: ContactRequest,
  { outbox, deliver, onQueued }: SubmitSetup,
): Promise<SubmitResult> {
  const payload = contactPayload(request, siteConfig);
  const earlier = await earlierCopy(outbox, requestKey(payload));
  if (earlier?.status === "delivered" || earlier?.status === "stored") {
    logEvent("info", "contact.duplicate", { contactId: earlier.id, intent: payload.intent });
    return { status: earlier.status };
  }
  const stored = earlier ?? (await store(outbox, payload));
  if (!deliver) {
    if (!stored.id) return { status: "failed" };
    await outbox.recordResult(stored.id, "stored");
    logEvent("info", "contact.stored", { contactId: stored.id, intent: payload.intent });
    return { status: "stored" };
  }
  const outcome = await deliver(stored);
  logDelivery(stored, outcome);
  if (outcome.ok) return { status: "delivered" };
  if (!stored.id) return { status: "failed" };
  onQueued();
  return { status: "queued" };
}
