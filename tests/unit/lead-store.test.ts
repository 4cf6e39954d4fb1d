import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactPayload, leadKey } from "~/contact/contact-message";
import { createLeadStore, DELIVERED_KEPT_MS, type LeadStore } from "~/contact/lead-store.server";

const addresses = { salesEmail: "salg@example.com", businessSalesEmail: "bedrift@example.com" };
const payloadFor = (message: string) =>
  contactPayload({ name: "Kari Nordmann", email: "kari@example.no", message, intent: "demo" }, addresses);

describe("the lead store", () => {
  let dir: string;
  let store: LeadStore;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "leads-"));
    store = createLeadStore(dir);
    vi.useFakeTimers({ now: Date.parse("2026-11-27T10:00:00Z") });
    vi.spyOn(console, "log").mockImplementation(() => undefined);
  });
  afterEach(async () => {
    store.close();
    vi.useRealTimers();
    vi.restoreAllMocks();
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps one lead per request while it waits, whatever the day; delivered, the same request another day is a new lead", () => {
    const payload = payloadFor("Ring meg, takk.");
    const today = leadKey(payload);
    expect(leadKey(payloadFor("Ring meg, takk!"))).not.toBe(today);
    expect(store.add(today, payload, "waiting")).toBe(true);
    expect(store.add(today, payloadFor("Ring meg, takk."), "waiting")).toBe(false);
    expect(store.list()).toMatchObject([{ key: today, payload, state: "waiting", attempts: 0 }]);
    vi.advanceTimersByTime(24 * 60 * 60_000);
    const tomorrow = leadKey(payload);
    expect(tomorrow).not.toBe(today);
    expect(store.add(tomorrow, payload, "waiting")).toBe(false);
    store.delivered(today);
    expect(store.add(today, payload, "waiting")).toBe(false);
    expect(store.add(tomorrow, payload, "waiting")).toBe(true);
    expect(store.list().map((lead) => lead.key)).toEqual([tomorrow]);
  });

  it("holds a claimed lead from a second look, and schedules a failed one for its retry", () => {
    store.add("a", payloadFor("Første melding her."), "waiting");
    expect(store.claimDue(10, 30_000).map((lead) => lead.key)).toEqual(["a"]);
    expect(store.claimDue(10, 30_000)).toEqual([]);
    store.failed("a", "HTTP 500", 60_000);
    vi.advanceTimersByTime(59_999);
    expect(store.claimDue(10, 30_000)).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(store.claimDue(10, 30_000)).toMatchObject([{ key: "a", attempts: 1, lastError: "HTTP 500" }]);
    store.failed("a", "HTTP 503", 60_000);
    expect(store.makeDue()).toBe(1);
    expect(store.claimDue(10, 30_000)).toMatchObject([{ key: "a", attempts: 2 }]);
  });

  it("forgets a delivered lead after a day, and never lists it; kept leads never count as waiting", () => {
    store.add("delivered", payloadFor("Levert melding her."), "waiting");
    store.add("kept", payloadFor("Lagret melding her."), "kept");
    store.delivered("delivered");
    expect(store.list().map((lead) => lead.key)).toEqual(["kept"]);
    expect(store.waiting().count).toBe(0);
    // Within the day an identical request is still recognised.
    expect(store.add("delivered", payloadFor("Levert melding her."), "waiting")).toBe(false);
    vi.advanceTimersByTime(DELIVERED_KEPT_MS + 1);
    expect(store.forgetDelivered()).toBe(1);
    expect(store.get("delivered")).toBeUndefined();
    expect(store.get("kept")).toMatchObject({ state: "kept" });
  });

  it("reports an outbox file of a version before the database, and leaves it alone", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await writeFile(path.join(dir, "contact-outbox.jsonl"), "{}\n");
    store.open();
    expect(store.list()).toEqual([]);
    expect(await readdir(dir)).toContain("contact-outbox.jsonl");
    expect(String(error.mock.calls[0]?.[0])).toContain('"event":"contact.outbox_file_ignored"');
  });

  it("throws when DATA_DIR cannot hold it, and takes it up once it can", async () => {
    const blocked = path.join(dir, "file");
    await writeFile(blocked, "");
    const unusable = createLeadStore(path.join(blocked, "data"));
    expect(() => unusable.add("a", payloadFor("Kan ikke lagres."), "waiting")).toThrow();
    await rm(blocked);
    expect(unusable.add("a", payloadFor("Kan ikke lagres."), "waiting")).toBe(true);
    unusable.close();
  });
});
