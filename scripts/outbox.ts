// `npm run outbox`: the leads (contact requests) this instance's DATA_DIR holds in SQLite, not
// delivered yet; never what a visitor wrote. Leads in Redis's queue are BullMQ's jobs, delivered by
// any instance: its own tools read them.
//   --retry       every waiting lead is due now (the server delivers it at its next look)
//   --show KEY    one lead with everything the visitor wrote, as JSON (kept leads are read so)
//   --remove KEY  deletes a lead (a kept one once it has been read)
// Exits 1 when there is no store in DATA_DIR or a named lead is not there, 2 on a usage error.
import path from "node:path";
import { createLeadStore } from "~/contact/lead-store.server";
import { siteConfig } from "~/services/config.server";

const USAGE = "Usage: npm run outbox [-- --retry | --show KEY | --remove KEY]";

const [command, key, ...rest] = process.argv.slice(2);
const leadStore = createLeadStore(siteConfig.dataDir);

function main(): number {
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
  console.log(`Leads in ${folder}:`);
  if (named && key) {
    const lead = leadStore.get(key);
    if (!lead) {
      console.error(`No lead ${key}.`);
      return 1;
    }
    if (command === "--show") console.log(JSON.stringify(lead, null, 2));
    else if (leadStore.remove(key)) console.log(`Removed ${key}.`);
    return 0;
  }
  if (command === "--retry") {
    console.log(`${leadStore.makeDue()} waiting made due now.`);
    return 0;
  }
  const leads = leadStore.list();
  for (const { key, receivedAt, state, attempts, payload, lastError } of leads) {
    const error = lastError ? ` (${lastError})` : "";
    const received = new Date(receivedAt).toISOString();
    console.log(`${key}  ${received}  ${state}  sqlite  attempts=${attempts}  ${payload.subject}${error}`);
  }
  if (leads.length === 0) console.log("No leads waiting or kept.");
  return 0;
}

process.exitCode = main();
leadStore.close();
