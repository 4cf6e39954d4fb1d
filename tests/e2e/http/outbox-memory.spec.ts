import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { contactRequest, postForm } from "../../support/contact-form";
import { expect, test } from "../../support/fixtures";
import { startSite } from "../../support/site-server";

const PAST_REQUESTS = 15_000;

/** An outbox of delivered requests received two days ago, each about the size a real one has. */
function deliveredHistory(): string {
  const receivedAt = new Date(Date.now() - 48 * 60 * 60_000).toISOString();
  const payload = { ...contactRequest, message: "Et spørsmål om mental trening. ".repeat(40), subject: "Kontakt" };
  const lines: string[] = [];
  for (let n = 0; n < PAST_REQUESTS; n += 1) {
    const id = randomUUID();
    lines.push(JSON.stringify({ type: "request", id, receivedAt, key: id, payload: { ...payload, to: `${n}` } }));
    lines.push(JSON.stringify({ type: "result", id, at: receivedAt, status: "delivered" }));
  }
  return `${lines.join("\n")}\n`;
}

/** The server's resident memory after it started on this outbox and took one request (which reads the outbox). */
async function residentAfterStart(outbox: string): Promise<number> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "outbox-memory-"));
  await writeFile(path.join(dataDir, "contact-outbox.jsonl"), outbox, { mode: 0o600 });
  const site = await startSite({ DATA_DIR: dataDir });
  try {
    expect((await postForm(site, contactRequest)).status).toBe(303);
    return await site.residentBytes();
  } finally {
    await site.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

test("resident memory after 15,000 past delivered requests stays within 15% of an empty outbox", async () => {
  const empty = await residentAfterStart("");
  const full = await residentAfterStart(deliveredHistory());
  console.log(`resident memory: empty outbox ${empty >> 20} MB, ${PAST_REQUESTS} past requests ${full >> 20} MB`);
  expect(full).toBeLessThanOrEqual(empty * 1.15);
});
