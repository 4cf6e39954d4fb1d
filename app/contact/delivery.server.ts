import { FunctionsRelayError, type SupabaseClient } from "@supabase/supabase-js";
import { siteConfig } from "~/services/config.server";
import { supabase } from "~/services/supabase.server";
import { errorMessage, logEvent } from "~/utils/log.server";
import { type ContactPayload, contactPayload, leadKey } from "./contact-message";
import type { ContactRequest } from "./contact-schema";
import { createLeadQueue } from "./lead-queue.server";
import { createLeadStore } from "./lead-store.server";

/**
 * Calls send-contact-email once, bounded by the timeout, with the request's idempotency key; throws
 * when the lead was not delivered (its store, or the queue, tries again later).
 */
export async function deliverThroughSupabase(
  client: SupabaseClient,
  payload: ContactPayload,
  { timeoutMs, idempotencyKey }: { timeoutMs: number; idempotencyKey: string },
): Promise<void> {
  const { data, error, response } = await client.functions.invoke("send-contact-email", {
    body: payload,
    signal: AbortSignal.timeout(timeoutMs),
    headers: { "Idempotency-Key": idempotencyKey },
  });
  if (error) {
    // The relay fails in front of the function (it did not run); its status says how.
    const status = response?.status;
    const relay = error instanceof FunctionsRelayError ? "relay " : "";
    throw new Error(status ? `${relay}HTTP ${status}` : errorMessage(error));
  }
  // The function answers an object and reports its own failures in its error field;
  // anything else is an answer we cannot trust, so the lead waits for a retry.
  const isObject = data && typeof data === "object" && !Array.isArray(data);
  const reported: unknown = isObject ? Reflect.get(data, "error") : "unexpected answer";
  if (reported) throw new Error(String(reported));
}

/** The first retry of a lead comes this long after a failed attempt; each next one twice as long, up to CONTACT_RETRY_MAX_MS. */
const FIRST_RETRY_MS = 10_000;
/** How often waiting leads are looked at (at most CONTACT_RETRY_MAX_MS apart). */
const LOOK_EVERY_MS = 5_000;
/** Leads delivered at the same time by one instance. */
const DELIVERIES_AT_ONCE = 8;
/** How long one delivery may hold a lead (its call, and a margin) before another look may take it. */
const HOLD_MS = siteConfig.contactTimeoutMs + 5_000;
/** A post waits at most this long for Redis (twice: the count, then the commit) before SQLite takes the lead. */
const REDIS_TIMEOUT_MS = 2_000;
/** Leads waiting longer than this are reported, once per this long. */
const REPORT_WAITING_AFTER_MS = 60 * 60_000;

const retryDelay = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), siteConfig.contactRetryMaxMs);

// Narrowed below: a local binding, as an imported one is not narrowed inside the callback.
const client = supabase;

/** One delivery through send-contact-email, or null without Supabase (the store is then the delivery). */
const sendLead = client
  ? (payload: ContactPayload, idempotencyKey: string) =>
      deliverThroughSupabase(client, payload, { timeoutMs: siteConfig.contactTimeoutMs, idempotencyKey })
  : null;

/** The leads in DATA_DIR: all of them on the embedded default; with Redis, those Redis could not take. */
const leadStore = createLeadStore(siteConfig.dataDir);

/** With Redis and Supabase, leads live in Redis, delivered by any instance. */
const leadQueue =
  siteConfig.redisUrl && sendLead
    ? createLeadQueue(siteConfig.redisUrl, { retryDelay, addTimeoutMs: REDIS_TIMEOUT_MS })
    : null;

/** Starts a look at the waiting leads now (set while the background work runs). */
let deliverSoon: () => void = () => undefined;

/**
 * Commits a contact request to its store: Redis when configured, else (or while Redis
 * cannot take it) SQLite in DATA_DIR. Accepted (true) only once committed; an identical request
 * is the one already there (accepted again, nothing added). Refused when the store cannot
 * take it, or when CONTACT_MAX_WAITING leads wait already. Logs carry the lead's key, never
 * what the visitor wrote.
 */
export async function acceptLead(request: ContactRequest): Promise<boolean> {
  const payload = contactPayload(request, siteConfig);
  const key = leadKey(payload);
  const fields = { leadId: key, intent: payload.intent };
  const full = () => {
    logEvent("error", "contact.store_full", { waitingLimit: siteConfig.contactMaxWaiting });
    return false;
  };
  if (leadQueue) {
    try {
      if ((await leadQueue.waitingCount()) >= siteConfig.contactMaxWaiting) return full();
      await leadQueue.add(key, payload);
      logEvent("info", "contact.accepted", { ...fields, store: "redis" });
      return true;
    } catch (error) {
      logEvent("warn", "contact.redis_unavailable", { error: errorMessage(error), fallback: "sqlite" });
    }
  }
  try {
    if (sendLead && leadStore.waiting().count >= siteConfig.contactMaxWaiting) return full();
    const added = leadStore.add(key, payload, sendLead ? "waiting" : "kept");
    logEvent("info", added ? "contact.accepted" : "contact.duplicate", { ...fields, store: "sqlite" });
    if (added) deliverSoon();
    return true;
  } catch (error) {
    logEvent("error", "contact.store_failed", { error: errorMessage(error) });
    return false;
  }
}

/** Delivers the SQLite leads that are due, a few at a time, each result committed beside its lead. */
async function deliverDue(send: NonNullable<typeof sendLead>) {
  const claim = () => leadStore.claimDue(DELIVERIES_AT_ONCE, HOLD_MS);
  for (let due = claim(); due.length > 0; due = claim()) {
    await Promise.all(
      due.map(async ({ key, payload, attempts }) => {
        try {
          await send(payload, key);
          leadStore.delivered(key);
          logEvent("info", "contact.delivered", { leadId: key, attempts: attempts + 1 });
        } catch (error) {
          leadStore.failed(key, errorMessage(error), retryDelay(attempts + 1));
          logEvent("warn", "contact.failed", { leadId: key, attempts: attempts + 1, error: errorMessage(error) });
        }
      }),
    );
  }
}

/** Leads SQLite took while Redis could not, or kept before REDIS_URL was set: into the queue, oldest first. */
async function moveToQueue(queue: NonNullable<typeof leadQueue>) {
  // Held only as long as one add may take: a lead Redis did not take is tried again at the next look.
  for (const lead of leadStore.claimDue(100, REDIS_TIMEOUT_MS)) {
    await queue.add(lead.key, lead.payload, lead.receivedAt);
    leadStore.remove(lead.key);
    logEvent("info", "contact.moved_to_redis", { leadId: lead.key });
  }
}

/** Logs `contact.waiting` when a lead, in either store, has waited over REPORT_WAITING_AFTER_MS. */
async function reportWaiting() {
  const stores = [leadStore.waiting(), ...(leadQueue ? [await leadQueue.waiting()] : [])];
  const oldest = Math.min(...stores.map((store) => store.oldest ?? Number.POSITIVE_INFINITY));
  if (Date.now() - oldest < REPORT_WAITING_AFTER_MS) return;
  const count = stores.reduce((sum, store) => sum + store.count, 0);
  logEvent("warn", "contact.waiting", { count, oldestAgeMinutes: Math.floor((Date.now() - oldest) / 60_000) });
}

/**
 * The leads' background work, started with the server: opens the store (and imports the old
 * outbox file), makes every waiting lead due at once, then delivers (SQLite), or moves what
 * SQLite holds into Redis while the queue's workers deliver (Redis); forgets delivered leads
 * after a day, and logs `contact.waiting` once an hour while a lead has waited over an hour.
 * Without Supabase the store is the delivery: nothing to do. The returned function stops it,
 * letting a delivery under way finish.
 */
export function startContactBackgroundWork(): () => Promise<void> {
  try {
    leadStore.open();
    leadStore.makeDue();
  } catch (error) {
    logEvent("error", "contact.store_unavailable", { dataDir: leadStore.dataDir, error: errorMessage(error) });
  }
  if (!sendLead) return async () => leadStore.close();
  const stopQueue = leadQueue?.start(sendLead, HOLD_MS);
  let reportedAt = Number.NEGATIVE_INFINITY;
  const pass = async () => {
    if (leadQueue) await moveToQueue(leadQueue);
    else await deliverDue(sendLead);
    leadStore.forgetDelivered();
    if (Date.now() - reportedAt < REPORT_WAITING_AFTER_MS) return;
    reportedAt = Date.now();
    await reportWaiting();
  };
  // One look at a time; a look asked for while one runs follows it (once, however often asked).
  let running = Promise.resolve();
  let queued = false;
  const look = () => {
    if (queued) return;
    queued = true;
    running = running
      .then(() => {
        queued = false;
        return pass();
      })
      .catch((error) => logEvent("warn", "contact.retries_failed", { error: errorMessage(error) }));
  };
  deliverSoon = look;
  const timer = setInterval(look, Math.min(LOOK_EVERY_MS, siteConfig.contactRetryMaxMs));
  look();
  return async () => {
    clearInterval(timer);
    deliverSoon = () => undefined;
    await running;
    await stopQueue?.();
    leadStore.close();
  };
}
