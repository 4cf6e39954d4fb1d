// `npm run outbox`: the leads (contact requests) not delivered yet, in SQLite (DATA_DIR) and,
// with REDIS_URL and Supabase, in Redis's queue; never what a visitor wrote.
//   --retry       every waiting lead is due now (the server delivers it at its next look)
//   --show KEY    one lead with everything the visitor wrote, as JSON (kept leads are read so)
//   --remove KEY  deletes a lead (a kept one once it has been read)
// Exits 1 when the store cannot be read (no store in DATA_DIR, Redis not answering) or a named
// lead is not there, 2 on a usage error.
import path from "node:path";
import { leadQueue, leadStore } from "~/contact/delivery.server";

const REDIS_WAIT_MS = 5_000;
const USAGE = "Usage: npm run outbox [-- --retry | --show KEY | --remove KEY]";

const [command, key, ...rest] = process.argv.slice(2);

async function main(): Promise<number> {
  const named = command === "--show" || command === "--remove";
  if ((command && !named && command !== "--retry") || (named && !key) || (!named && key) || rest.length) {
    console.error(USAGE);
    return 2;
  }
  const folder = path.resolve(leadStore.dataDir);
  if (!leadStore.exists()) {
    console.error(`No lead store in ${folder} (DATA_DIR): is it the server's folder?`);
    return 1;
  }
  console.log(`Leads in ${folder}${leadQueue ? " and in Redis" : ""}:`);
  const queue = await leadQueue?.ready(REDIS_WAIT_MS).then(
    () => leadQueue,
    (error: Error) => {
      console.error(`Redis (REDIS_URL) did not answer (${error.message}): the leads it holds are not shown.`);
      return null;
    },
  );
  const redisMissing = leadQueue && !queue ? 1 : 0;
  if (named && key) {
    const lead = leadStore.get(key) ?? (await queue?.get(key));
    if (!lead) {
      console.error(`No lead ${key}.`);
      return 1;
    }
    if (command === "--show") console.log(JSON.stringify(lead, null, 2));
    else if (leadStore.remove(key) || (await queue?.remove(key))) console.log(`Removed ${key}.`);
    return 0;
  }
  if (command === "--retry") {
    const due = leadStore.makeDue();
    await queue?.makeDue();
    console.log(`${due} waiting in SQLite made due now${queue ? ", and every lead in Redis" : ""}.`);
    return redisMissing;
  }
  const time = (ms: number) => new Date(ms).toISOString();
  const local = leadStore.list().map((lead) => ({ ...lead, where: "sqlite" }));
  const leads = [...local, ...((await queue?.list()) ?? []).map((lead) => ({ ...lead, where: "redis" }))];
  for (const { key, receivedAt, state, where, attempts, payload, lastError } of leads) {
    const error = lastError ? ` (${lastError})` : "";
    console.log(`${key}  ${time(receivedAt)}  ${state}  ${where}  attempts=${attempts}  ${payload.subject}${error}`);
  }
  if (leads.length === 0) console.log("No leads waiting or kept.");
  return redisMissing;
}

process.exitCode = await main();
leadStore.close();
await leadQueue?.close();
