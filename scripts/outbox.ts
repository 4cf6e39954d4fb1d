// `npm run outbox`: the leads (contact requests) not delivered yet, in SQLite (DATA_DIR) and,
// with REDIS_URL and Supabase, in Redis's queue; never what a visitor wrote.
//   --retry       every waiting lead is due now (the server delivers it at its next look)
//   --show KEY    one lead with everything the visitor wrote, as JSON (kept leads are read so)
//   --remove KEY  deletes a lead from SQLite (a kept one once it has been read)
// Exits 1 when a named lead is not there.

import { leadQueue, leadStore } from "~/contact/delivery.server";

const [command, key] = process.argv.slice(2);

async function main(): Promise<number> {
  if (command === "--show" || command === "--remove") {
    const lead = key ? leadStore.get(key) : undefined;
    if (!lead || !key) {
      console.error(`No lead ${key ?? "(give its key)"} in ${leadStore.dataDir}.`);
      return 1;
    }
    if (command === "--show") console.log(JSON.stringify(lead, null, 2));
    else console.log(leadStore.remove(key) ? `Removed ${key}.` : `No lead ${key}.`);
    return 0;
  }
  if (command === "--retry") {
    const due = leadStore.makeDue();
    await leadQueue?.makeDue();
    console.log(`${due} waiting in SQLite made due now${leadQueue ? ", and every lead in Redis" : ""}.`);
    return 0;
  }
  const time = (ms: number) => new Date(ms).toISOString();
  const local = leadStore.list().map((lead) => ({ ...lead, subject: lead.payload.subject, where: "sqlite" }));
  const queued = ((await leadQueue?.list()) ?? []).map((lead) => ({ ...lead, state: "waiting", where: "redis" }));
  const leads = [...local, ...queued];
  for (const lead of leads) {
    const error = lead.lastError ? ` (${lead.lastError})` : "";
    console.log(
      `${lead.key}  ${time(lead.receivedAt)}  ${lead.state}  ${lead.where}  attempts=${lead.attempts}  ${lead.subject}${error}`,
    );
  }
  if (leads.length === 0) console.log("No leads waiting or kept.");
  return 0;
}

process.exitCode = await main();
leadStore.close();
await leadQueue?.close();
