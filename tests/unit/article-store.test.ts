import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ArticleRow, ArticleRowSchema } from "~/insights/article-row";
import { createArticleStore } from "~/insights/article-store.server";

const TTL = 60_000;

const row = (id: string, created_at = "2026-01-01T00:00:00Z"): ArticleRow =>
  ArticleRowSchema.parse({ id, title: id, content: "x", created_at });

const backendDown = () => new Error("backend down");

/**
 * A store in front of a source whose list is what `list` answers and whose articles are `known`,
 * until `fail` is set; `calls` counts the source's list and article calls.
 */
function storeOf(list: () => Promise<ArticleRow[]> = async () => [], known: string[] = ["a"]) {
  const source = {
    fail: false,
    listArticles: vi.fn(list),
    getArticle: vi.fn(async (id: string) => {
      if (source.fail) throw backendDown();
      return known.includes(id) ? row(id) : null;
    }),
    generatedImages: async () => [],
  };
  const store = createArticleStore(source, { ttlMs: TTL, cooldownMs: 10_000, clock: Date });
  const calls = () => [source.listArticles.mock.calls.length, source.getArticle.mock.calls.length];
  return { source, store, calls };
}

// Every clock is the fake one: lru-cache reads the injected `Date`, cockatiel's breaker and the budget Date.now().
beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the article store", () => {
  it("asks the source once while the data is fresh, once for simultaneous requests, and lists newest first", async () => {
    const { store, calls } = storeOf(async () => [
      row("old", "2025-01-01T00:00:00Z"),
      row("new", "2026-06-01T00:00:00Z"),
    ]);
    const lists = await Promise.all([store.listArticles(), store.listArticles()]);
    const found = await Promise.all([store.getArticle("a"), store.getArticle("a")]);
    await vi.advanceTimersByTimeAsync(TTL - 1);
    await store.listArticles();
    for (const list of lists) expect(list.map((article) => article.id)).toEqual(["new", "old"]);
    expect(found.map((article) => article?.id)).toEqual(["a", "a"]);
    expect(calls()).toEqual([1, 1]);
  });

  it("serves stale data while it refreshes, keeps it when the refresh fails, and remembers no failure", async () => {
    let answer: () => Promise<ArticleRow[]> = () => Promise.reject(backendDown());
    const { store } = storeOf(() => answer());
    await expect(store.listArticles()).rejects.toThrow("backend down");
    answer = async () => [row("old")];
    expect((await store.listArticles())[0]?.id).toBe("old");
    await vi.advanceTimersByTimeAsync(TTL + 1);
    answer = () => Promise.reject(backendDown());
    expect((await store.listArticles())[0]?.id).toBe("old");
    expect((await store.listArticles())[0]?.id).toBe("old");
    answer = async () => [row("new")];
    // Still the stale copy while the refresh runs, then the new one.
    expect((await store.listArticles())[0]?.id).toBe("old");
    await vi.waitFor(async () => expect((await store.listArticles())[0]?.id).toBe("new"));
  });

  it("asks for a missing article at most once a minute, and forgets one the backend no longer has", async () => {
    const known = ["a"];
    const { store, calls } = storeOf(async () => [], known);
    expect(await store.getArticle("later")).toBeNull();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(await store.getArticle("later")).toBeNull();
    expect((await store.getArticle("a"))?.id).toBe("a");
    expect(calls()[1]).toBe(2);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(await store.getArticle("later")).toBeNull();
    expect(calls()[1]).toBe(3);
    // Gone from the backend: served once more while it refreshes, then not found.
    known.pop();
    await vi.advanceTimersByTimeAsync(TTL);
    expect((await store.getArticle("a"))?.id).toBe("a");
    await vi.advanceTimersByTimeAsync(0);
    expect(await store.getArticle("a")).toBeNull();
  });

  it("looks up at most 10 unlisted ids a second, while listed ids always get theirs and real articles stay cached", async () => {
    const { source, store, calls } = storeOf(async () => [row("a")], ["a", "b"]);
    await store.listArticles();
    for (let second = 0; second < 60; second += 1) {
      for (let index = 0; index < 100; index += 1) await store.getArticle(`made-up-${second}-${index}`);
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(calls()[1]).toBe(600);
    // Each of those 600 misses is still remembered: asked again, none costs a call.
    for (let second = 0; second < 60; second += 1) {
      for (let index = 0; index < 10; index += 1) await store.getArticle(`made-up-${second}-${index}`);
    }
    for (let index = 0; index < 100; index += 1) await store.getArticle(`more-${index}`);
    expect((await store.getArticle("a"))?.id).toBe("a");
    // The budget is spent on unlisted ids alone: "b" is a real article, but not in the list.
    expect(await store.getArticle("b")).toBeNull();
    expect(calls()[1]).toBe(611);
    // The flood pushed no real article out: its stale copy stands in for a dead backend.
    source.fail = true;
    await vi.advanceTimersByTimeAsync(TTL + 1);
    expect((await store.getArticle("a"))?.id).toBe("a");
  });

  it.each([
    ["longer than 128 characters", "x".repeat(129), false],
    ["only spaces", "   ", false],
    ["with a control or format character", "a\u200bb", false],
    ["a dot segment", "..", false],
    ["of 128 characters", "x".repeat(128), true],
    ["odd, but possibly a key", "a b/../c", true],
  ])("an id %s is looked up: %s", async (_, id, lookedUp) => {
    const { store, calls } = storeOf(async () => [], [id]);
    expect((await store.getArticle(id))?.id).toBe(lookedUp ? id : undefined);
    expect(calls()[1]).toBe(lookedUp ? 1 : 0);
  });

  it("stops asking a failing backend after three failures in a row, and tries again after the cooldown", async () => {
    const { store, calls } = storeOf(() => Promise.reject(backendDown()));
    for (let attempt = 0; attempt < 3; attempt += 1) await expect(store.listArticles()).rejects.toThrow("backend down");
    await vi.advanceTimersByTimeAsync(9_999);
    await expect(store.listArticles()).rejects.toThrow("circuit breaker is open");
    expect(calls()[0]).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    await expect(store.listArticles()).rejects.toThrow("backend down");
    expect(calls()[0]).toBe(4);
  });
});
