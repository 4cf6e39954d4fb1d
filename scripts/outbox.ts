// `npm run outbox` lists contact requests that are not delivered (waiting for
// a retry, or given up) and the outbox's damaged lines; `npm run outbox --
// --retry` delivers the requests now, each with its own idempotency key.
// Personal data is never printed. Exits 1 when a line is damaged or a retry failed, or
// when the server is compacting the outbox (both hold its lock: try again in a moment).

import { contactDeliverer } from "~/contact/delivery.server";
import { contactOutbox, type OutboxEntry } from "~/contact/outbox.server";

function describe(entry: OutboxEntry): string {
  const error = entry.lastError ? ` (${entry.lastError})` : "";
  return `${entry.id}  ${entry.receivedAt}  ${entry.status}  attempts=${entry.attempts}  ${entry.payload.subject}${error}`;
}

async function main(): Promise<number> {
  const { entries: waiting, damaged } = await contactOutbox.entries();
  for (const { line, recovered } of damaged) {
    const what = recovered ? "damaged; the whole request that followed on it was read" : "damaged and cannot be read";
    console.error(`Line ${line} of ${contactOutbox.file} is ${what}.`);
  }
  if (!process.argv.includes("--retry")) {
    console.log(waiting.length ? waiting.map(describe).join("\n") : "Nothing waiting in the outbox.");
    return damaged.length ? 1 : 0;
  }
  const deliver = contactDeliverer;
  if (!deliver) {
    console.error("No Supabase configured (SUPABASE_URL, SUPABASE_ANON_KEY): the outbox itself is the delivery.");
    return 1;
  }
  let failed = 0;
  for (const entry of waiting) {
    const outcome = await deliver(entry);
    if (!outcome.ok) failed += 1;
    console.log(`${entry.id}  ${outcome.ok ? "delivered" : `failed (${outcome.error})`}`);
  }
  console.log(`${waiting.length - failed} delivered, ${failed} still waiting.`);
  return failed || damaged.length ? 1 : 0;
}

let code = 1;
const locked = await contactOutbox.exclusive(async () => {
  code = await main();
});
if (!locked) console.error(`The server is compacting ${contactOutbox.file} right now: try again in a moment.`);
process.exitCode = code;
