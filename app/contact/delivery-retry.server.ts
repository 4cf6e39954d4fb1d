import { errorMessage, logEvent } from "~/utils/log.server";
import { contactDeliverer, type Deliver, GIVE_UP_AFTER_MS, logDelivery } from "./delivery.server";
import { contactOutbox, type Outbox, type OutboxEntry } from "./outbox.server";

/** The wait before the first retry, and how often the outbox is looked at for what is due. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

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

async function giveUp(outbox: Pick<Outbox, "recordResult">, entry: OutboxEntry): Promise<void> {
  await outbox.recordResult(entry.id, "gave_up");
  logEvent("error", "contact.gave_up", {
    contactId: entry.id,
    receivedAt: entry.receivedAt,
    attempts: entry.attempts,
    lastError: entry.lastError,
    action: "deliver it by hand: npm run outbox -- --retry",
  });
}

/**
 * What the contact form needs besides requests, started once with the server (on its
 * outbox and deliverer unless told others): says in the log when DATA_DIR cannot take
 * requests, and retries deliveries that failed. Every minute (and at once, for what an
 * earlier process left) it reads the outbox afresh, so what another process wrote counts,
 * delivers again each pending or failed request that is due, and gives up on one 24 h
 * after it was received with one error line. Time is Date.now and setInterval (tests
 * replace both with fake timers). The returned function stops; an attempt under way
 * still finishes.
 */
export function startContactBackgroundWork({
  outbox = contactOutbox,
  deliver = contactDeliverer,
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
  let stopped = false;
  let busy = false;

  const pass = async () => {
    const { entries } = await outbox.entries();
    for (const entry of entries) {
      if (stopped) return;
      if (entry.status !== "pending" && entry.status !== "failed") continue;
      if (Date.now() >= Date.parse(entry.receivedAt) + GIVE_UP_AFTER_MS) await giveUp(outbox, entry);
      else if (Date.now() >= dueAt(entry)) logDelivery(entry, await deliver(entry));
    }
  };

  // One pass at a time: one that takes longer than a minute (slow deliveries) is not overtaken.
  const look = () => {
    if (busy) return;
    busy = true;
    pass()
      .catch((error) => logEvent("error", "contact.retries_failed", { error: errorMessage(error) }))
      .finally(() => {
        busy = false;
      });
  };
  look();
  const timer = setInterval(look, FIRST_RETRY_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
