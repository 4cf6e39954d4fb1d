import { errorMessage, logEvent } from "~/utils/log.server";
import { contactDeliverer, type Deliver, GIVE_UP_AFTER_MS, logDelivery } from "./delivery.server";
import { contactOutbox, type Outbox, type OutboxEntry } from "./outbox.server";

/** The wait before the first retry; it doubles after every failed attempt, up to the longest. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/**
 * The wait after a request's n-th failed attempt: 1, 2, 4 … minutes, at most an hour. The
 * attempts are counted in the outbox, so they survive a restart and count what
 * `npm run outbox -- --retry` did.
 */
function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (failedAttempts - 1), LONGEST_RETRY_MS);
}

const expiresAt = (entry: OutboxEntry) => Date.parse(entry.receivedAt) + GIVE_UP_AFTER_MS;

/**
 * When the next attempt is due. A request without any result yet is either
 * being delivered by its own submission right now or was left by a process
 * that stopped: it is due a first-retry wait after it was received.
 */
const dueAt = (entry: OutboxEntry) =>
  Date.parse(entry.lastAttemptAt ?? entry.receivedAt) + retryDelayMs(Math.max(1, entry.attempts));

/**
 * Delivers again what the outbox holds as pending or failed, each request
 * when its backoff has passed, and gives up on one 24 h after it was
 * received with one error line. The outbox is read afresh on every pass, so
 * what an earlier process, or `npm run outbox -- --retry`, left behind counts.
 * Time is Date.now and setTimeout (tests replace both with fake timers).
 */
export function startDeliveryRetries({
  outbox,
  deliver,
}: {
  outbox: Pick<Outbox, "entries" | "recordResult">;
  deliver: Deliver;
}) {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt = Number.POSITIVE_INFINITY;
  let passes: Promise<void> = Promise.resolve();

  /** Makes sure a pass runs at `at` at the latest. */
  function lookAt(at: number): void {
    if (stopped || at >= timerAt) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(
      () => {
        timer = undefined;
        timerAt = Number.POSITIVE_INFINITY;
        // A pass that throws must not end the retries (nor, unhandled, the process).
        passes = passes
          .then(pass)
          .catch((error) => logEvent("error", "contact.retries_failed", { error: errorMessage(error) }));
      },
      Math.max(0, at - Date.now()),
    );
  }

  async function giveUp(entry: OutboxEntry): Promise<void> {
    await outbox.recordResult(entry.id, "gave_up");
    logEvent("error", "contact.gave_up", {
      contactId: entry.id,
      receivedAt: entry.receivedAt,
      attempts: entry.attempts,
      ...(entry.lastError ? { lastError: entry.lastError } : {}),
      action: "deliver it by hand: npm run outbox -- --retry",
    });
  }

  async function pass(): Promise<void> {
    if (stopped) return;
    let entries: OutboxEntry[];
    try {
      ({ entries } = await outbox.entries());
    } catch (error) {
      logEvent("error", "contact.outbox_unreadable", { error: errorMessage(error) });
      lookAt(Date.now() + FIRST_RETRY_MS);
      return;
    }
    for (const entry of entries) {
      if (stopped) return;
      if (entry.status !== "pending" && entry.status !== "failed") continue;
      if (Date.now() >= expiresAt(entry)) {
        await giveUp(entry);
        continue;
      }
      if (dueAt(entry) > Date.now()) {
        lookAt(Math.min(dueAt(entry), expiresAt(entry)));
        continue;
      }
      const outcome = await deliver(entry);
      logDelivery(entry, outcome);
      if (!outcome.ok) lookAt(Math.min(Date.now() + retryDelayMs(entry.attempts + 1), expiresAt(entry)));
    }
  }

  lookAt(Date.now());
  return {
    /** Stops looking; an attempt under way still finishes. */
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    /** Looks at the outbox now (a request has just failed). */
    wake() {
      lookAt(Date.now());
    },
  };
}

let running: ReturnType<typeof startDeliveryRetries> | null = null;

/** Tells the background retries that a request waits for delivery (nothing when they are not running). */
export function wakeDeliveryRetries(): void {
  running?.wake();
}

/**
 * What the contact form needs besides requests, started once with the
 * server (on its outbox and deliverer unless told others): says in the log
 * when DATA_DIR cannot take requests, and retries deliveries that failed
 * (first what an earlier process left). The returned function stops the retries.
 */
export function startContactBackgroundWork({
  outbox = contactOutbox,
  deliver = contactDeliverer(),
}: {
  outbox?: Outbox;
  deliver?: Deliver | null;
} = {}): () => void {
  outbox
    .checkWritable()
    .catch((error) =>
      logEvent("error", "contact.outbox_not_writable", { dataDir: outbox.dataDir, error: errorMessage(error) }),
    );
  // Without Supabase the outbox is the delivery: there is nothing to retry.
  if (!deliver) return () => undefined;
  const retries = startDeliveryRetries({ outbox, deliver });
  running = retries;
  return () => {
    retries.stop();
    if (running === retries) running = null;
  };
}
