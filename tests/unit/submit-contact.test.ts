import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContactRequest } from "~/contact/contact-schema";
import {
  createDeliverer,
  type Deliver,
  type DeliveryOutcome,
  type SubmitSetup,
  submitContact,
} from "~/contact/delivery.server";
import { createOutbox, nodeDisk, type Outbox } from "~/contact/outbox.server";

const request: ContactRequest = {
  name: "Kari Nordmann",
  email: "kari@example.no",
  message: "Vi vil gjerne vite mer om appen.",
  intent: "contact",
};

describe("submitting a contact request", () => {
  let dir: string;
  let outbox: Outbox;
  let answer: DeliveryOutcome;
  let calls: number;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "submit-contact-"));
    outbox = createOutbox(dir);
    answer = { ok: true };
    calls = 0;
    for (const method of ["log", "warn", "error"] as const)
      vi.spyOn(console, method).mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await rm(dir, { recursive: true, force: true });
  });

  /** Delivers through a function that answers `answer`, recording results in `into`. */
  const deliverer = (into: Pick<Outbox, "recordResult"> = outbox): Deliver =>
    createDeliverer(into, async () => {
      calls += 1;
      return answer;
    });
  const setup = (overrides: Partial<SubmitSetup> = {}): SubmitSetup => ({ outbox, deliver: deliverer(), ...overrides });
  /** Each request in the file with its latest status (settled ones are no longer in the outbox's memory). */
  const statuses = async () => {
    const lines = (await readFile(outbox.file, "utf8")).trim().split("\n");
    const latest = new Map<string, string>();
    for (const { type, id, status } of lines.map((line) => JSON.parse(line)))
      latest.set(id, type === "request" ? "pending" : status);
    return [...latest.values()];
  };

  it("keeps one request sent several times at the same moment (a double click, a client's retry) once", async () => {
    const at = (deliver: Deliver | null, message: string) =>
      Promise.all([1, 2, 3].map(() => submitContact({ ...request, message }, setup({ deliver }))));
    expect(await at(null, "Første melding, sendt tre ganger.")).toEqual(Array(3).fill({ status: "stored" }));
    expect(await at(deliverer(), "Andre melding, sendt tre ganger.")).toEqual(Array(3).fill({ status: "delivered" }));
    expect(await statuses()).toEqual(["stored", "delivered"]);
    expect(calls).toBe(1);
  });

  it("without Supabase, says the request is stored, not delivered: the outbox is where it is read", async () => {
    expect(await submitContact(request, setup({ deliver: null }))).toEqual({ status: "stored" });
    expect(await statuses()).toEqual(["stored"]);
    // Sent again, it is the same request: still stored, not stored twice.
    expect(await submitContact(request, setup({ deliver: null }))).toEqual({ status: "stored" });
    expect(await statuses()).toEqual(["stored"]);
  });

  it.each([
    ["delivered", { ok: true }, true],
    ["failed", { ok: false, error: "HTTP 503" }, true],
    ["failed", { ok: true }, false],
  ] as const)(
    "when the disk refuses it, says %s after %j (with a deliverer: %s)",
    async (status, outcome, delivers) => {
      const diskFull = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
      const full = createOutbox(dir, { ...nodeDisk, append: () => Promise.reject(diskFull) });
      answer = outcome;
      const told = await submitContact(request, setup({ outbox: full, deliver: delivers ? deliverer(full) : null }));
      expect(told).toEqual({ status });
    },
  );
});
