import { type JobType, Queue, Worker } from "bullmq";
import { Redis } from "ioredis";
import { errorMessage, logEvent } from "~/utils/log.server";
import { type ContactPayload, leadFingerprint } from "./contact-message";
import { DELIVERED_KEPT_MS } from "./lead-store.server";

const QUEUE_NAME = "contact-leads";
const PREFIX = "sinnsro";
/** Attempts before BullMQ calls a lead failed: at 5 minutes apart, more than a month of retries. */
const ATTEMPTS = 10_000;
/** Job states in which a lead still waits for its delivery. */
const WAITING_STATES: JobType[] = ["wait", "delayed", "active", "prioritized", "failed"];

/**
 * The leads' queue in Redis (BullMQ): any instance adds, every instance's worker delivers,
 * so a lead accepted by one that dies is delivered by another. The job id is the lead's key
 * (its idempotency key): the same request on the same day finds its job there, delivered or
 * not; and BullMQ's deduplication by the request's fingerprint keeps one job per request
 * while it waits, whatever the day. Either way nothing changes. BullMQ records a delivery with
 * the job's completion; a crash between the backend's answer and that record means one more
 * call with the same key, which the backend recognises.
 */
export function createLeadQueue(
  redisUrl: string,
  options: { retryDelay: (attempts: number) => number; addTimeoutMs: number },
) {
  // Adding fails at once while Redis is away (no offline queue), and once sent within addTimeoutMs:
  // the caller keeps the lead in SQLite.
  const connection = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: options.addTimeoutMs,
  });
  connection.on("error", () => undefined);
  const queue = new Queue(QUEUE_NAME, {
    connection,
    prefix: PREFIX,
    defaultJobOptions: {
      attempts: ATTEMPTS,
      backoff: { type: "capped" },
      removeOnComplete: { age: DELIVERED_KEPT_MS / 1000 },
      removeOnFail: false,
    },
  });
  queue.on("error", () => undefined);

  // BullMQ waits for a connection that is not ready: refused at once instead, so a post never waits long for Redis.
  const bounded = <T>(work: () => Promise<T>): Promise<T> =>
    connection.status === "ready" ? work() : Promise.reject(new Error(`Redis is ${connection.status}`));

  const waitingCount = async (): Promise<number> => {
    const counts = await bounded(() => queue.getJobCounts(...WAITING_STATES));
    return Object.values(counts).reduce((sum, count) => sum + count, 0);
  };

  return {
    /** Commits a lead to Redis (or throws, within addTimeoutMs of each command). */
    async add(key: string, payload: ContactPayload, receivedAt = Date.now()): Promise<void> {
      const job = { jobId: key, deduplication: { id: leadFingerprint(payload) } };
      await bounded(() => queue.add("lead", { payload, receivedAt }, job));
    },
    waitingCount,
    /** How many leads wait and when the oldest came. */
    async waiting(): Promise<{ count: number; oldest: number | null }> {
      const [oldest] = await queue.getJobs(WAITING_STATES, 0, 0, true);
      return { count: await waitingCount(), oldest: oldest?.timestamp ?? null };
    },
    /**
     * Delivers what the queue holds, with `deliver` (which throws when a delivery fails), retried after
     * retryDelay (at most CONTACT_RETRY_MAX_MS apart); every lead waiting for a retry is due at once.
     * Each lead is one job at a time across all instances (BullMQ's lock, held for `lockMs`, longer
     * than one delivery takes, and renewed while it runs); one whose worker died is taken up again by
     * another once its lock has expired. Once connected, warns when Redis would not keep what it is
     * told across a restart, or may evict a lead (nothing where CONFIG is not allowed: managed Redis).
     * The returned function stops it all, letting deliveries under way finish.
     */
    start(deliver: (payload: ContactPayload, key: string) => Promise<void>, lockMs: number) {
      const worker = new Worker<{ payload: ContactPayload; receivedAt: number }>(
        QUEUE_NAME,
        (job) => deliver(job.data.payload, job.id ?? ""),
        {
          connection: new Redis(redisUrl, { maxRetriesPerRequest: null }),
          prefix: PREFIX,
          concurrency: 4,
          lockDuration: lockMs,
          stalledInterval: lockMs,
          // A lead whose instance died mid-delivery is taken up again, however often that happens.
          maxStalledCount: ATTEMPTS,
          settings: { backoffStrategy: (attempts: number) => options.retryDelay(attempts) },
        },
      );
      const warn = (error: unknown) => logEvent("warn", "contact.queue_error", { error: errorMessage(error) });
      worker.on("error", warn);
      worker.on("completed", (job) => logEvent("info", "contact.delivered", { leadId: job.id }));
      worker.on("failed", (job, error) =>
        logEvent("warn", "contact.failed", { leadId: job?.id, attempts: job?.attemptsMade, error: error.message }),
      );
      queue
        .promoteJobs()
        .then(() => queue.retryJobs({ state: "failed" }))
        .catch(warn);
      const config = async (name: string) => ((await connection.call("CONFIG", "GET", name)) as string[])[1];
      const checkDurability = async () => {
        const [appendOnly, policy] = await Promise.all([config("appendonly"), config("maxmemory-policy")]);
        if (appendOnly === "yes" && policy === "noeviction") return;
        const action = "set appendonly yes and maxmemory-policy noeviction (docs/deploy.md)";
        logEvent("warn", "contact.redis_not_durable", { appendonly: appendOnly, maxmemoryPolicy: policy, action });
      };
      connection.once("ready", () => void checkDurability().catch(() => undefined));
      return async () => {
        await worker.close();
        await queue.close();
        connection.disconnect();
      };
    },
  };
}
