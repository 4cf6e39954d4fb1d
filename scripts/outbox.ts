// `npm run outbox` lists contact requests that are not delivered yet;
// `npm run outbox -- --retry` delivers them again. Personal data is never printed.

import { deliverThroughSupabase } from "~/contact/delivery.server";
import { createOutbox, type OutboxEntry } from "~/contact/outbox.server";
import { siteConfig } from "~/services/config.server";
import { getSupabase } from "~/services/supabase.server";

function describe(entry: OutboxEntry): string {
  const error = entry.lastError ? ` (${entry.lastError})` : "";
  return `${entry.id}  ${entry.receivedAt}  ${entry.status}  attempts=${entry.attempts}  ${entry.payload.subject}${error}`;
}

async function main(): Promise<number> {
  const outbox = createOutbox(siteConfig.dataDir);
  const waiting = (await outbox.entries()).filter((entry) => entry.status === "pending" || entry.status === "failed");
  if (!process.argv.includes("--retry")) {
    console.log(waiting.length ? waiting.map(describe).join("\n") : "Nothing waiting in the outbox.");
    return 0;
  }
  const client = getSupabase();
  if (!client) {
    console.error("No Supabase configured (SUPABASE_URL, SUPABASE_ANON_KEY): the outbox itself is the delivery.");
    return 1;
  }
  let failed = 0;
  for (const entry of waiting) {
    const outcome = await deliverThroughSupabase(client, entry.payload, { timeoutMs: siteConfig.contactTimeoutMs });
    await outbox.recordResult(entry.id, outcome.ok ? "delivered" : "failed", outcome.ok ? undefined : outcome.error);
    if (!outcome.ok) failed += 1;
    console.log(`${entry.id}  ${outcome.ok ? "delivered" : `failed (${outcome.error})`}`);
  }
  console.log(`${waiting.length - failed} delivered, ${failed} still waiting.`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
