import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ArticleRow, ArticleRowSchema } from "~/insights/article-row";
import { createArticleStore } from "~/insights/article-store.server";

const row = (id: string): ArticleRow =>
  ArticleRowSchema.parse({ id, title: id, content: "x", created_at: "2026-01-01T00:00:00Z" });

const backendDown = () => new Error("backend down");

/** A source whose articles are `known`, until `fail` is set, that counts the calls of its list and articles. */
function fakeSource(list: () => Promise<ArticleRow[]> = async () => [], known: string[] = ["a"]) {
  const listArticles = vi.fn(list);
  const getArticle = vi.fn(async (id: string) => {
    if (source.fail) throw backendDown();
    return known.includes(id) ? row(id) : null;
  });
  const source = {
    fail: false,
    listArticles,
    getArticle,
    generatedImages: async () => [],
    listCalls: () => listArticles.mock.calls.length,
    articleCalls: () => getArticle.mock.calls.length,
  };
  return source;
}

/** An answer the test gives when it wants to, so requests can overlap it. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// Every clock is the fake one: lru-cache reads the injected `Date`, cockatiel's breaker Date.now().
beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const TTL = 60_000;

/** A store in front of `fakeSource(list, known)`, and that source. */
function storeOf(list?: () => Promise<ArticleRow[]>, known?: string[]) {
  const source = fakeSource(list, known);
  return { source, store: createArticleStore(source, { ttlMs: TTL, cooldownMs: 10_000, clock: Date }) };
}

describe("the article store", () => {
  it("asks the source once while the data is fresh, and once for simultaneous requests (lists and articles alike)", async () => {
    const answer = deferred<ArticleRow[]>();
    const { source, store } = storeOf(() => answer.promise);
    const requests = Promise.all([store.listArticles(), store.listArticles(), store.listArticles()]);
    answer.resolve([row("a")]);
    const results = await requests;
    expect(results.map((list) => list.map((article) => article.id))).toEqual([["a"], ["a"], ["a"]]);
    // So do simultaneous first requests for an article.
    const found = await Promise.all([store.getArticle("a"), store.getArticle("a"), store.getArticle("a")]);
    expect(found.map((article) => article?.id)).toEqual(["a", "a", "a"]);
    await vi.advanceTimersByTimeAsync(TTL - 1);
    await store.listArticles();
    expect([source.listCalls(), source.articleCalls()]).toEqual([1, 1]);
  });

  it("serves stale data while it refreshes, and keeps it when the refresh fails", async () => {
    let answer: () => Promise<ArticleRow[]> = async () => [row("old")];
    const { store } = storeOf(() => answer());
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

  it("does not remember a failure: the next request asks again", async () => {
    let fail = true;
    const { source, store } = storeOf(async () => (fail ? Promise.reject(backendDown()) : [row("a")]));
    await expect(store.listArticles()).rejects.toThrow("backend down");
    fail = false;
    expect((await store.listArticles())[0]?.id).toBe("a");
    expect(source.listCalls()).toBe(2);
  });

  it("keeps real articles when 1,100 unknown ids are asked for, so a stale copy still stands in for a dead backend", async () => {
    const { source, store } = storeOf();
    expect((await store.getArticle("a"))?.id).toBe("a");
    for (let index = 0; index < 1_100; index += 1) expect(await store.getArticle(`random-${index}`)).toBeNull();
    await vi.advanceTimersByTimeAsync(TTL + 1);
    source.fail = true;
    expect((await store.getArticle("a"))?.id).toBe("a");
  });

  it("asks for a missing article at most once a minute, and remembers it no longer", async () => {
    const { source, store } = storeOf();
    expect(await store.getArticle("later")).toBeNull();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(await store.getArticle("later")).toBeNull();
    expect((await store.getArticle("a"))?.id).toBe("a");
    expect(source.articleCalls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(await store.getArticle("later")).toBeNull();
    expect(source.articleCalls()).toBe(3);
  });

  it("looks up at most 10 unlisted ids a second, for a minute of made-up ids, while listed ids always get theirs", async () => {
    const { source, store } = storeOf(async () => [row("listed")], ["a", "listed"]);
    await store.listArticles();
    for (let second = 0; second < 60; second += 1) {
      for (let index = 0; index < 100; index += 1) await store.getArticle(`made-up-${second}-${index}`);
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(source.articleCalls()).toBe(600);
    // Each of those 600 misses is still remembered: asked again, none costs a call.
    for (let second = 0; second < 60; second += 1) {
      for (let index = 0; index < 10; index += 1) await store.getArticle(`made-up-${second}-${index}`);
    }
    expect(source.articleCalls()).toBe(600);
    for (let index = 0; index < 100; index += 1) await store.getArticle(`more-${index}`);
    expect((await store.getArticle("listed"))?.id).toBe("listed");
    // The budget is spent on unlisted ids alone: "a" is a real article, but not in the list.
    expect(await store.getArticle("a")).toBeNull();
    expect(source.articleCalls()).toBe(611);
  });

  it("forgets an article the backend no longer has, after serving it once more while it refreshes", async () => {
    const known = ["a"];
    const { source, store } = storeOf(async () => [], known);
    expect((await store.getArticle("a"))?.id).toBe("a");
    known.pop();
    await vi.advanceTimersByTimeAsync(TTL + 1);
    expect((await store.getArticle("a"))?.id).toBe("a");
    await vi.advanceTimersByTimeAsync(0);
    expect(await store.getArticle("a")).toBeNull();
    expect(source.articleCalls()).toBe(2);
  });

  it.each([
    ["longer than 128 characters", "x".repeat(129)],
    ["empty", ""],
    ["only spaces", "   "],
    ["a control character", "a\u0000b"],
    ["a newline", "a\nb"],
    ["an invisible format character", "a\u200bb"],
    ["a dot segment", ".."],
  ])("answers an id %s as not found without asking the backend", async (_, id) => {
    const { source, store } = storeOf(async () => [], [id]);
    expect(await store.getArticle(id)).toBeNull();
    expect(source.articleCalls()).toBe(0);
  });

  it("asks the backend about odd ids that could still be keys", async () => {
    const odd = ["x".repeat(128), "a b/../c", "../../../etc/passwd", "søvn-2026", "42"];
    const { source, store } = storeOf(async () => [], odd);
    for (const id of odd) expect((await store.getArticle(id))?.id).toBe(id);
    expect(source.articleCalls()).toBe(odd.length);
  });
});

describe("the circuit breaker", () => {
  it("stops asking a failing backend after three failures in a row, and tries again after the cooldown", async () => {
    const { source, store } = storeOf(() => Promise.reject(backendDown()));
    for (let attempt = 0; attempt < 3; attempt += 1) await expect(store.listArticles()).rejects.toThrow("backend down");
    const open = "Execution prevented because the circuit breaker is open";
    for (let attempt = 0; attempt < 2; attempt += 1) await expect(store.listArticles()).rejects.toThrow(open);
    expect(source.listCalls()).toBe(3);
    await vi.advanceTimersByTimeAsync(9_999);
    await expect(store.listArticles()).rejects.toThrow("circuit breaker is open");
    expect(source.listCalls()).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    await expect(store.listArticles()).rejects.toThrow("backend down");
    expect(source.listCalls()).toBe(4);
  });
});
