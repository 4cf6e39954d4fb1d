import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { contactRequest, postForm } from "../../support/contact-form";
import { expect, test } from "../../support/fixtures";
import { runBuildScript, startSite } from "../../support/site-server";

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

/** The server's resident memory after it started on DATA_DIR and took one request (which reads the outbox). */
async function residentAfterStart(dataDir: string): Promise<number> {
  const site = await startSite({ DATA_DIR: dataDir });
  try {
    expect((await postForm(site, contactRequest)).status).toBe(303);
    return await site.residentBytes();
  } finally {
    await site.stop();
  }
}

async function dataDirWith(outbox: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "outbox-memory-"));
  await writeFile(path.join(dataDir, "contact-outbox.jsonl"), outbox, { mode: 0o600 });
  return dataDir;
}

// The first start reads the whole history once (and compacts it away); the memory that reading
// took is not measured here but printed, for the operations notes.
test("resident memory after 15,000 past delivered requests stays within 15% of an empty outbox", async () => {
  const [empty, full] = [await dataDirWith(""), await dataDirWith(deliveredHistory())];
  const emptyBytes = await residentAfterStart(empty);
  const firstStart = await residentAfterStart(full);
  const fullBytes = await residentAfterStart(full);
  const mb = (bytes: number) => `${bytes >> 20} MB`;
  console.log(`resident: empty ${mb(emptyBytes)}, first start on the history ${mb(firstStart)}, then ${mb(fullBytes)}`);
  expect(fullBytes).toBeLessThanOrEqual(emptyBytes * 1.15);
  for (const dir of [empty, full]) await rm(dir, { recursive: true, force: true });
});

test("npm run outbox does not run while the server compacts (it holds the lock), and takes over a lock left behind", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "outbox-lock-"));
  const lock = path.join(dataDir, "contact-outbox.jsonl.lock");
  const run = () => runBuildScript("outbox.js", { DATA_DIR: dataDir });
  // A running process holds it: this one stands in for a server that compacts.
  await writeFile(lock, String(process.pid));
  const refused = await run();
  expect(refused.code).toBe(1);
  expect(refused.stdout).toBe("");
  expect(refused.stderr).toContain("compacting");
  // A process id that is not running: a server that stopped mid-compaction.
  await writeFile(lock, "4194305");
  const listed = await run();
  expect(listed.stdout.trim()).toBe("Nothing waiting in the outbox.");
  expect(listed.code).toBe(0);
  await expect(readFile(lock)).rejects.toMatchObject({ code: "ENOENT" });
  await rm(dataDir, { recursive: true, force: true });
});
