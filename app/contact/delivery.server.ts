import { FunctionsFetchError, FunctionsRelayError, type SupabaseClient } from "@supabase/supabase-js";
import { handleWhenResult, retry, TimeoutStrategy, timeout, wrap } from "cockatiel";
import { siteConfig } from "~/services/config.server";
import { supabase } from "~/services/supabase.server";
import { errorMessage, logEvent } from "~/utils/log.server";
import { type ContactPayload, contactPayload } from "./contact-message";
import type { ContactRequest } from "./contact-schema";
import {
  contactOutbox,
  GIVE_UP_AFTER_MS,
  type Outbox,
  type OutboxEntry,
  requestKey,
  type Settled,
} from "./outbox.server";

const CONTACT_FUNCTION = "send-contact-email";

/**
 * Calls of send-contact-email in one delivery: the first and one retry after a network error or 5xx.
 * One delivery takes at most this many times its timeout.
 */
export const CONTACT_ATTEMPTS = 2;

export type DeliveryOutcome = { ok: true; error?: undefined } | { ok: false; error: string };

/** One call of the function, and whether one more call may follow it. */
type Attempt = DeliveryOutcome & { worthRetrying?: boolean };

async function invokeOnce(
  client: SupabaseClient,
  payload: ContactPayload,
  { idempotencyKey, signal }: { idempotencyKey: string; signal: AbortSignal },
): Promise<Attempt> {
  const { data, error, response } = await client.functions.invoke(CONTACT_FUNCTION, {
    body: payload,
    signal,
    headers: { "Idempotency-Key": idempotencyKey },
  });
  if (error) {
    // The relay fails in front of the function (it did not run); its status says how.
    const status = response?.status;
    return {
      ok: false,
      error: status ? `${error instanceof FunctionsRelayError ? "relay " : ""}HTTP ${status}` : errorMessage(error),
      // After a network error or a 5xx, unless the call used up its time.
      worthRetrying: !signal.aborted && (error instanceof FunctionsFetchError || (status ?? 0) >= 500),
    };
  }
  // The function answers an object and reports its own failures in its error field;
  // anything else is an answer we cannot trust, so the request stays in the outbox for a retry.
  if (!data || typeof data !== "object" || Array.isArray(data)) return { ok: false, error: "unexpected answer" };
  const reported = (data as { error?: unknown }).error;
  return reported ? { ok: false, error: String(reported) } : { ok: true };
}

/**
 * Calls send-contact-email, each call bounded by the timeout, with one retry
 * after a network error or 5xx. Every call carries the request's idempotency key.
 */
export async function deliverThroughSupabase(
  client: SupabaseClient,
  payload: ContactPayload,
  { timeoutMs, idempotencyKey }: { timeoutMs: number; idempotencyKey: string },
): Promise<DeliveryOutcome> {
  // Each call is cut off after the timeout; a call worth retrying gets the next one at once.
  const policy = wrap(
    retry(
      handleWhenResult((attempt) => (attempt as Attempt).worthRetrying === true),
      { maxAttempts: CONTACT_ATTEMPTS - 1 },
    ),
    timeout(timeoutMs, TimeoutStrategy.Cooperative),
  );
  const { ok, error } = await policy.execute(({ signal }) => invokeOnce(client, payload, { idempotencyKey, signal }));
  // The last call decides, without its retry flag.
  return ok ? { ok } : { ok, error };
}

/** A request to deliver; one without an id could not be stored, so its result is not recorded. */
export type Deliverable = Pick<OutboxEntry, "key" | "payload"> & { id?: string };

export type Deliver = (request: Deliverable) => Promise<DeliveryOutcome>;

/**
 * Delivers and records the result in the outbox. While one request (by its
 * key) is being delivered, another attempt at it waits for that one instead
 * of calling the function a second time.
 */
export function createDeliverer(
  outbox: Pick<Outbox, "recordResult">,
  send: (payload: ContactPayload, idempotencyKey: string) => Promise<DeliveryOutcome>,
): Deliver {
  const inFlight = new Map<string, Promise<DeliveryOutcome>>();
  return (request) => {
    const running = inFlight.get(request.key);
    if (running) return running;
    const attempt = (async () => {
      const outcome = await send(request.payload, request.key);
      if (request.id) await outbox.recordResult(request.id, outcome.ok ? "delivered" : "failed", outcome.error);
      return outcome;
    })().finally(() => inFlight.delete(request.key));
    inFlight.set(request.key, attempt);
    return attempt;
  };
}

/** One line per attempt: the request's id and what happened, never what the visitor wrote. */
function logDelivery(request: Deliverable, outcome: DeliveryOutcome): void {
  logEvent(outcome.ok ? "info" : "warn", outcome.ok ? "contact.delivered" : "contact.failed", {
    ...(request.id ? { contactId: request.id } : {}),
    intent: request.payload.intent,
    error: outcome.error,
  });
}

// Narrowed below: a local binding, as an imported one is not narrowed inside the callback.
const client = supabase;

/**
 * The process's deliverer through Supabase, each call bounded by CONTACT_TIMEOUT_MS, or null
 * without Supabase (the outbox is then the delivery). One per process, so a visitor's attempt
 * and a background retry of the same request share one call.
 */
export const contactDeliverer: Deliver | null = client
  ? createDeliverer(contactOutbox, (payload, idempotencyKey) =>
      deliverThroughSupabase(client, payload, { timeoutMs: siteConfig.contactTimeoutMs, idempotencyKey }),
    )
  : null;

/** What a submission works with: the outbox and the deliverer (null: the outbox is the delivery). */
export type SubmitSetup = { outbox: Outbox; deliver: Deliver | null };
const processSetup: SubmitSetup = { outbox: contactOutbox, deliver: contactDeliverer };

/**
 * The same request received within GIVE_UP_AFTER_MS and not given up: an identical
 * resubmission (after a failure, a reload, a second click) is that request
 * again, not a new one. An unreadable outbox finds nothing.
 */
async function earlierCopy(outbox: Outbox, key: string) {
  try {
    const earlier = await outbox.earlier(key);
    return earlier?.status === "gave_up" ? undefined : earlier;
  } catch (error) {
    logEvent("error", "contact.outbox_unreadable", { error: errorMessage(error) });
    return undefined;
  }
}

/**
 * Keeps the request in the outbox first (when the disk refuses, says so and
 * goes on without it), then delivers it: through Supabase when configured,
 * otherwise the outbox is the delivery. Logs carry the id only, never what
 * the visitor wrote. The status: "delivered" (send-contact-email took it, now
 * or earlier), "stored" (kept in the outbox, where requests are then read),
 * "queued" (kept, not delivered yet: the background retries take it on), or
 * "failed" (neither kept nor delivered: the visitor has to send it again).
 */
export async function submitContact(
  request: ContactRequest,
  setup = processSetup,
): Promise<{ status: "delivered" | "stored" | "queued" | "failed" }> {
  const payload = contactPayload(request, siteConfig);
  const key = requestKey(payload);
  // Copies of one request sent at the same moment (a double click, a client's retry while the
  // first is under way) are one request: each waits for the one before, then finds it kept.
  const before = submissionsUnderWay.get(key);
  const submission = (before ?? Promise.resolve()).catch(() => undefined).then(() => submitOnce(payload, key, setup));
  submissionsUnderWay.set(key, submission);
  try {
    return await submission;
  } finally {
    if (submissionsUnderWay.get(key) === submission) submissionsUnderWay.delete(key);
  }
}

const submissionsUnderWay = new Map<string, Promise<unknown>>();

const isSettled = (entry: OutboxEntry | Settled): entry is Settled =>
  entry.status === "delivered" || entry.status === "stored";

async function submitOnce(
  payload: ContactPayload,
  key: string,
  { outbox, deliver }: SubmitSetup,
): Promise<{ status: "delivered" | "stored" | "queued" | "failed" }> {
  const earlier = await earlierCopy(outbox, key);
  if (earlier && isSettled(earlier)) {
    logEvent("info", "contact.duplicate", { contactId: earlier.id, intent: payload.intent });
    return { status: earlier.status };
  }
  const stored: Deliverable =
    earlier ??
    (await outbox.record(payload).catch((error) => {
      logEvent("error", "contact.outbox_failed", { error: errorMessage(error) });
      return { key, payload };
    }));
  if (!deliver) {
    if (!stored.id) return { status: "failed" };
    await outbox.recordResult(stored.id, "stored");
    logEvent("info", "contact.stored", { contactId: stored.id, intent: payload.intent });
    return { status: "stored" };
  }
  const outcome = await deliver(stored);
  logDelivery(stored, outcome);
  if (outcome.ok) return { status: "delivered" };
  return { status: stored.id ? "queued" : "failed" };
}

/** The wait before the first retry, and how often the outbox is looked at for what is due. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** Compaction (at start, then about once an hour): often enough, while a rewrite of the file stays rare. */
const COMPACT_EVERY_PASSES = 60;

/**
 * When the next attempt is due: 1, 2, 4 … minutes after the last one, at most an hour. The
 * attempts are counted in the outbox, so they survive a restart and count what
 * `npm run outbox -- --retry` did. A request without any result yet is either being
 * delivered by its own submission right now or was left by a process that stopped: it is
 * due a first-retry wait after it was received.
 */
function dueAt(entry: OutboxEntry): number {
  const wait = Math.min(FIRST_RETRY_MS * 2 ** (Math.max(1, entry.attempts) - 1), LONGEST_RETRY_MS);
  return Date.parse(entry.lastAttemptAt ?? entry.receivedAt) + wait;
}

/**
 * What the contact form needs besides requests, started once with the server (on the
 * process's outbox and deliverer unless told others): says in the log when DATA_DIR cannot take
 * requests, compacts the outbox (at start, and every COMPACT_EVERY_PASSES looks), and
 * retries deliveries that failed. Every minute (and at once, for what an
 * earlier process left) it reads the outbox afresh, so what another process wrote counts,
 * delivers again each pending or failed request that is due, and gives up on one 24 h
 * after it was received with one error line. Time is Date.now and setTimeout (tests
 * replace both with fake timers). The returned function stops; an attempt under way
 * still finishes.
 */
export function startContactBackgroundWork({ outbox, deliver }: SubmitSetup = processSetup): () => void {
  outbox
    .checkWritable()
    .catch((error) =>
      logEvent("error", "contact.outbox_not_writable", { dataDir: outbox.dataDir, error: errorMessage(error) }),
    );
  const compact = () =>
    outbox
      .compact()
      .catch((error) => logEvent("error", "contact.outbox_compaction_failed", { error: errorMessage(error) }));
  void compact();
  // Without Supabase the outbox is the delivery: there is nothing to retry.
  if (!deliver) return () => undefined;
  let stopped = false;
  let passes = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pass = async () => {
    const { entries } = await outbox.entries();
    for (const entry of entries) {
      if (stopped) return;
      if (entry.status !== "pending" && entry.status !== "failed") continue;
      if (Date.now() >= Date.parse(entry.receivedAt) + GIVE_UP_AFTER_MS) {
        await outbox.recordResult(entry.id, "gave_up");
        logEvent("error", "contact.gave_up", {
          contactId: entry.id,
          receivedAt: entry.receivedAt,
          attempts: entry.attempts,
          lastError: entry.lastError,
          action: "deliver it by hand: npm run outbox -- --retry",
        });
      } else if (Date.now() >= dueAt(entry)) logDelivery(entry, await deliver(entry));
    }
    passes += 1;
    if (passes % COMPACT_EVERY_PASSES === 0) await compact();
  };

  // The next look a minute after this one ends: a slow pass (slow deliveries) is never overtaken.
  const look = () => {
    pass()
      .catch((error) => logEvent("error", "contact.retries_failed", { error: errorMessage(error) }))
      .finally(() => {
        if (!stopped) timer = setTimeout(look, FIRST_RETRY_MS);
      });
  };
  look();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
